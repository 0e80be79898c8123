import { API_ENDPOINTS } from "~/infra/api/index.server";
import { resourceRoute } from "~/infra/endpoint.server";

/** Served ahead of Remix by Express (express: true); this route answers if that fast path is off. */
export const { loader, action } = resourceRoute(API_ENDPOINTS, "/api/velocity/engine/status");
