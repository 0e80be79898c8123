import { API_ENDPOINTS } from "~/infra/api/index.server";
import { apiRouter } from "~/infra/endpoint.server";

// Every /api endpoint (app/infra/api/*.server.ts) from this one route; an undeclared path is a JSON 404.
export const { loader, action } = apiRouter(API_ENDPOINTS);
