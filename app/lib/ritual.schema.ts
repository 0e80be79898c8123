/** A message of the ritual plane's stream (client-safe). */
import { z } from "zod";
import { timestamp } from "./api.schema";

export const ritualMessageSchema = z
  .object({ type: z.string(), core: z.string().nullable(), timestamp, data: z.record(z.string(), z.unknown()) })
  .meta({ id: "RitualMessage" });
