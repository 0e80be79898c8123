import { describe, expect, it } from "vitest";
import { errorSchema, openApiDocument } from "../../app/infra/openapi.server";
import { Jar } from "./helpers/http";

type Operation = {
  security?: Record<string, string[]>[];
  "x-operator-only"?: boolean;
  parameters?: { name: string; in: string; required?: boolean; schema?: { example?: unknown } }[];
  requestBody?: { content: Record<string, { example?: unknown }> };
};

/** The mutations DESIGN §5 reserves for operators, by path (a missing mark in the document fails). */
const DESIGN_OPERATOR_ONLY: [string, string, string][] = [
  ["promotion review", "post", "/api/promotions/{id}/review"],
  ["promotion review", "post", "/api/promotions/propose"],
  ["promotion review (nodes)", "post", "/api/mesh/nodes/{id}/review"],
  ["velocity engine", "post", "/api/velocity/engine/start"],
  ["velocity engine", "post", "/api/velocity/engine/stop"],
  ["sovereignty", "put", "/api/velocity/sovereignty/{agentId}"],
  ["task rotation", "post", "/api/continuity/ai-task-focus/{nodeId}/rotate"],
  ["harmony scans", "post", "/api/continuity/harmony-scan"],
  ["archive snapshots", "post", "/api/continuity/alexandria-sync"],
  ["merchant onboarding", "post", "/api/mesh/merchant/onboard"],
  ["merchant offers", "post", "/api/mesh/merchant/offer"],
  ["merchant trades", "post", "/api/mesh/merchant/offers/{id}/trade"],
  ["template approval", "post", "/api/mesh/templates/emergent/{id}/approve"],
  ["every deploy", "post", "/api/github/verify"],
  ["every deploy", "post", "/api/github/push-observer"],
  ["every deploy", "post", "/api/github/deploy-workflow"],
  ["every deploy", "post", "/api/github/deploy-cascade"],
  ["every deploy (its report)", "get", "/api/github/cascades/{id}"],
  ["manifest upload", "post", "/api/manifest/upload"],
  ["manifest deploy", "post", "/api/manifest/{cascadeId}/deploy"],
  ["version cascades", "post", "/api/autonomous-mesh/cascade-deploy/{nodeType}"],
  ["reflections", "post", "/api/mesh/reflections"],
];

const doc = openApiDocument();
const paths = doc.paths as Record<string, Record<string, Operation>>;

const operatorOps = Object.entries(paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, op]) => op["x-operator-only"] === true)
    .map(([method, op]) => ({ path, method, op })),
);

function concrete(path: string, op: Operation): string {
  let p = path;
  for (const param of op.parameters ?? []) if (param.in === "path") p = p.replace(`{${param.name}}`, encodeURIComponent(String(param.schema?.example ?? "x")));
  return p;
}

describe("DESIGN §5: every operator-only mutation is marked in the API description", () => {
  it.each(DESIGN_OPERATOR_ONLY)("%s: %s %s", (_what, method, path) => {
    const op = paths[path]?.[method];
    expect(op, `${method.toUpperCase()} ${path} is described`).toBeDefined();
    expect(op!["x-operator-only"]).toBe(true);
    expect(op!.security).toEqual(expect.arrayContaining([{ bearerAuth: [] }, { cookieAuth: [] }]));
  });

  it("no mutation a visitor may make (DESIGN §5) is marked operator-only", () => {
    const visitorWrites = ["/api/mesh-contributions", "/api/symbolic-feedback", "/api/engagement/award-points", "/api/engagement/assign-badge", "/api/living-glyph-chain/progress", "/api/living-glyph-chain/reset", "/api/multicore/broadcast-glyph"];
    for (const path of visitorWrites) expect(paths[path].post["x-operator-only"], path).toBeUndefined();
  });
});

describe("walking the API description as a visitor", () => {
  it("finds the operator-only operations (sanity)", () => {
    expect(operatorOps.length).toBeGreaterThanOrEqual(DESIGN_OPERATOR_ONLY.length);
  });

  it.each(operatorOps.map((o) => [o.method.toUpperCase(), o.path, o] as const))("%s %s answers 401 to a visitor", async (_m, _p, { path, method, op }) => {
    const jar = new Jar();
    // The described example: a valid-looking body, so the 401 is not a 400 in disguise.
    const example = op.requestBody?.content["application/json"]?.example;
    const res = method === "get" ? await jar.fetch(concrete(path, op)) : await jar.sendJson(concrete(path, op), example ?? {}, method.toUpperCase());
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(errorSchema.safeParse(body).success).toBe(true);
    expect(body.error.code).toBe("unauthorized");
  });

  it("a forged Bearer token is a visitor too", async () => {
    const res = await new Jar().fetch("/api/velocity/engine/stop", { method: "POST", headers: { Authorization: "Bearer tm_forged0000000000000000000000000000000000000" } });
    expect(res.status).toBe(401);
  });
});
