import { API_ENDPOINTS } from "~/infra/api/index.server";
import { resourceRoute } from "~/infra/endpoint.server";

export const { loader, action } = resourceRoute(API_ENDPOINTS, "/api/operator/audit");
