/** Every benchmark scenario, in the order `npm run bench` runs them. Add new ones (SSE, recall) here. */
import type { Scenario } from "../lib/types";
import { chat } from "./chat";
import { chatOpen } from "./chat-open";
import { http } from "./http";
import { mixed } from "./mixed";
import { pages } from "./pages";
import { polling } from "./polling";
import { recall } from "./recall";
import { scale } from "./scale";
import { sseFanout } from "./sse-fanout";

export const scenarios: Scenario[] = [http, pages, chat, chatOpen, polling, recall, sseFanout, mixed, scale];
