/**
 * Pieces every area's API response schemas share (client-safe: plain zod, no server code).
 * Timestamps are ISO 8601 UTC.
 */
import { z } from "zod";

export const timestamp = z.iso.datetime({ offset: true }).meta({ description: "ISO 8601 UTC timestamp", example: "2026-01-01T12:00:00.000Z" });

/** A job was queued (202): its id, and whatever else the endpoint says about it. */
export const queuedSchema = z.looseObject({ jobId: z.string() });


/** The OpenAPI document itself, loosely: its version, info and paths. */
export const openApiDocSchema = z.looseObject({ openapi: z.string().startsWith("3.1"), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) });
