import { Form } from "@remix-run/react";
import { REFLECTION_QUERY_MAX } from "~/lib/evolution";
import { usePosting } from "../shared/page-form";
import { FormField } from "../ui/field";
import { SignInPrompt } from "../ui/sign-in-prompt";
import { EVOLUTION_INTENT } from "./types";

/** 'Reflect now' (operators): queues a reflection, optionally focused by a question. A plain form: works without JavaScript. */
export function ReflectForm({ canAct }: { canAct: boolean }) {
  const busy = usePosting(EVOLUTION_INTENT.reflect);
  if (!canAct) return <SignInPrompt action="ask the mesh to reflect" className="mt-6" />;
  return (
    <Form method="post" action="/mesh-evolution?tab=reflections" className="card mt-6 flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Reflect now">
      <input type="hidden" name="intent" value={EVOLUTION_INTENT.reflect} />
      <FormField field="reflect-query" label="Focus of the reflection" note="optional" className="min-w-0 flex-1">
        <input id="reflect-query" name="query" className="input" maxLength={REFLECTION_QUERY_MAX} placeholder="e.g. knowledge trades between catalysts" autoComplete="off" />
      </FormField>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Reflecting…" : "Reflect now"}
      </button>
    </Form>
  );
}
