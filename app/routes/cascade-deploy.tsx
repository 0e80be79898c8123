import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CascadeDeployScreen } from "~/components/deploy/cascade-deploy-screen";
import type { CascadeReply } from "~/components/deploy/types";
import { isEnhanced } from "~/components/ui/enhanced-field";
import { awaitCascade, cascadeReport, cascadeSchema, codeHost, hubUrlFor, NEEDS_AUTH_MESSAGE, newGlyphseed, startCascade } from "~/domain/deploy.server";
import { getOperator, requireOperator } from "~/infra/auth-guard.server";
import { ServiceUnavailableError } from "~/infra/http.server";
import { CONFIG_JSON_MAX } from "~/lib/deploy";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { parseForm } from "~/infra/form.server";
import { errorsByField, firstError } from "~/lib/form";
import { codeHostRefused, startDeployCascadeAudited } from "~/infra/operator-actions.server";

/** Without JavaScript the post waits this long for the `deploy` job before showing its state. */
const NO_JS_WAIT_MS = 45_000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const operator = await getOperator(request, context);
  // The sample's glyphseeds are fresh random ones on every visit: never a shared, published secret.
  const sample = [
    { name: "paris-observer", region: "france", tags: ["eu", "primary"], glyphseed: newGlyphseed() },
    { name: "lyon-observer", region: "france", tags: ["eu"], glyphseed: newGlyphseed() },
    { name: "vienna-observer", region: "austria", tags: ["eu"], glyphseed: newGlyphseed() },
  ];
  return data({ canAct: operator !== null, connected: codeHost(context.services.env) !== null, sample: JSON.stringify(sample, null, 2) }, { headers: { "Cache-Control": "no-store" } });
}

/**
 * Deploy N Observer(s) asks first (issue 31): the form posts `intent=review` to
 * `/cascade-deploy?confirm=cascade`, which checks everything and answers the confirmation (what will
 * be deployed where, with the configuration to post again); its button posts `intent=deploy`. That
 * records the cascade and queues the `deploy` job. With JavaScript the answer comes at once and the
 * page follows the job's real progress; without, the post waits for the job (up to 45 s). A chosen
 * .json file replaces the textarea's text. Each node's glyphseed appears in this answer only.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const formData = await request.formData();
  const { env, db } = context.services;
  const reviewing = formData.get("intent") === "review";
  if (!codeHost(env)) {
    // Only a deploy is refused (and audited): the review of one that cannot run answers the same reason.
    if (!reviewing) await codeHostRefused(context.services, operator, "deploy.cascade");
    return data({ intent: "cascade", success: false, needsGitHubAuth: true, error: NEEDS_AUTH_MESSAGE } as CascadeReply);
  }
  const file = formData.get("configFile");
  let configJson = formData.get("configJson");
  if (file && typeof file === "object" && file.size > 0) configJson = file.size > CONFIG_JSON_MAX * 4 ? "x".repeat(CONFIG_JSON_MAX + 1) : await file.text();
  const text = typeof configJson === "string" ? configJson : "";
  formData.set("configJson", text);
  const submission = parseForm(formData, cascadeSchema);
  if (submission.status !== "success") {
    const error = firstError(submission.error) ?? "Check the fields.";
    return data({ intent: "cascade", success: false, invalid: true, error, fieldErrors: errorsByField(submission.error) } as CascadeReply, { status: 400 });
  }
  const parsed = submission.value;
  if (reviewing) {
    return data({ intent: "review", owner: parsed.owner, repo: parsed.repo, configJson: text, nodes: parsed.configJson.map((n) => ({ name: n.name, region: n.region })) } as CascadeReply);
  }
  let started: Awaited<ReturnType<typeof startCascade>>;
  try {
    started = await startDeployCascadeAudited(context.services, operator, { owner: parsed.owner, repo: parsed.repo, nodes: parsed.configJson, hubUrl: hubUrlFor(request, env), sealSecret: env.SESSION_SECRET });
  } catch (error) {
    if (error instanceof ServiceUnavailableError) return data({ intent: "cascade", success: false, invalid: true, error: error.message, fieldErrors: {} } as CascadeReply, { status: 503 });
    throw error;
  }
  const report = isEnhanced(formData) ? await cascadeReport(db, started.id, started.glyphseeds) : await awaitCascade(db, started.id, NO_JS_WAIT_MS, started.glyphseeds);
  return data({ intent: "cascade", ...report! } as CascadeReply);
}

export default function CascadeDeployRoute() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <CascadeDeployScreen data={loaded} reply={reply} />;
}

export const meta: MetaFunction = () => [
  { title: "Cascade Deploy · Trinity Mesh" },
  { name: "description", content: "Deploy several Observer nodes at once: one SSH deploy workflow per node, with per-node results." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
