/**
 * Every /api endpoint declared with `endpoint()` (app/infra/endpoint.server.ts), area by area. The
 * route files serve them (`resourceRoute(API_ENDPOINTS, path)`), the OpenAPI document describes them,
 * and tests/unit/openapi.test.ts checks that the declared paths and the route files are the same set.
 */
import type { Endpoint } from "../endpoint.server";
import { chainEndpoints } from "./chain.server";
import { contributeEndpoints } from "./contribute.server";
import { engagementEndpoints } from "./engagement.server";
import { entropyEndpoints } from "./entropy.server";
import { lineageEndpoints } from "./lineage.server";
import { marketEndpoints } from "./market.server";
import { multicoreEndpoints } from "./multicore.server";
import { promotionEndpoints } from "./promotions.server";

export const API_ENDPOINTS: readonly Endpoint[] = [
  ...promotionEndpoints,
  ...engagementEndpoints,
  ...entropyEndpoints,
  ...chainEndpoints,
  ...contributeEndpoints,
  ...multicoreEndpoints,
  ...lineageEndpoints,
  ...marketEndpoints,
];
