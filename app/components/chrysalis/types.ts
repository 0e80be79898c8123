import type { ChrysalisHealth } from "~/lib/chrysalis";

/** The JSON of GET /api/chrysalis/health, as the domain answers it. */
export type ChrysalisHealthView = ChrysalisHealth;
