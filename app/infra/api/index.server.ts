/**
 * Every /api endpoint declared with `endpoint()` (app/infra/endpoint.server.ts), area by area. The
 * one /api route serves them (app/routes/api.$.ts: `apiRouter(API_ENDPOINTS)`), the OpenAPI document
 * describes them, and tests/unit/api-router.test.ts checks that every declared path and method is reached.
 */
import type { Endpoint } from "../endpoint.server";
import { alexandriaEndpoints } from "./alexandria.server";
import { auditEndpoints } from "./audit.server";
import { autonomousEndpoints } from "./autonomous.server";
import { chainEndpoints } from "./chain.server";
import { chatEndpoints } from "./chat.server";
import { continuityEndpoints } from "./continuity.server";
import { contributeEndpoints } from "./contribute.server";
import { conversationEndpoints } from "./conversations.server";
import { deployEndpoints } from "./deploy.server";
import { economyEndpoints } from "./economy.server";
import { engagementEndpoints } from "./engagement.server";
import { entropyEndpoints } from "./entropy.server";
import { evolutionEndpoints } from "./evolution.server";
import { lineageEndpoints } from "./lineage.server";
import { manifestEndpoints } from "./manifests.server";
import { marketEndpoints } from "./market.server";
import { meshEndpoints } from "./mesh.server";
import { metaEndpoints } from "./meta.server";
import { multicoreEndpoints } from "./multicore.server";
import { nodeSecretEndpoints } from "./node-secrets.server";
import { operatorEndpoints } from "./operator.server";
import { promotionEndpoints } from "./promotions.server";
import { velocityEndpoints } from "./velocity.server";

export const API_ENDPOINTS: readonly Endpoint[] = [
  ...metaEndpoints,
  ...meshEndpoints,
  ...chatEndpoints,
  ...alexandriaEndpoints,
  ...autonomousEndpoints,
  ...chainEndpoints,
  ...continuityEndpoints,
  ...contributeEndpoints,
  ...conversationEndpoints,
  ...deployEndpoints,
  ...economyEndpoints,
  ...engagementEndpoints,
  ...entropyEndpoints,
  ...evolutionEndpoints,
  ...lineageEndpoints,
  ...manifestEndpoints,
  ...marketEndpoints,
  ...multicoreEndpoints,
  ...nodeSecretEndpoints,
  ...operatorEndpoints,
  ...promotionEndpoints,
  ...velocityEndpoints,
  ...auditEndpoints,
];
