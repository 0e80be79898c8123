/** Every benchmark scenario, in the order `npm run bench` runs them. Add new ones (chat, SSE, recall) here. */
import type { Scenario } from "../lib/types";
import { http } from "./http";

export const scenarios: Scenario[] = [http];
