import type { ChrysalisHealth } from "~/domain/chrysalis.server";

/** The JSON of GET /api/chrysalis/health, as the domain answers it. */
export type ChrysalisHealthView = ChrysalisHealth;
