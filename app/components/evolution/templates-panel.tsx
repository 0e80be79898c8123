import { Form, useNavigation } from "@remix-run/react";
import { TEMPLATE_CAPABILITIES_SHOWN } from "~/lib/evolution";
import { Badge, cx } from "../ui/card";
import { SignInPrompt } from "../ui/sign-in-prompt";
import { CapabilityList } from "./capability-list";
import { EVOLUTION_INTENT, type EmergentTemplate, type ReferenceTemplate } from "./types";
import { Panel } from "../ui/page-section";

/** Templates tab: the emergent templates (candidates can be approved by operators), then the 29 reference templates. */
export function TemplatesPanel({ reference, emergent, canAct }: { reference: ReferenceTemplate[]; emergent: EmergentTemplate[] | null; canAct: boolean }) {
  const navigation = useNavigation();
  const approving = navigation.state !== "idle" && navigation.formData?.get("intent") === EVOLUTION_INTENT.approve ? navigation.formData.get("templateId") : null;
  const candidates = emergent?.filter((t) => t.status === "candidate").length ?? 0;
  return (
    <div className="space-y-8">
      <Panel headingId="emergent-heading" title="Emergent Templates" count={emergent?.length ?? "…"}>
        <p className="mt-1 text-sm text-mesh-muted">Capability sets that nodes keep showing together and that no reference template covers. A candidate becomes active once an operator approves it.</p>
        {!canAct && candidates > 0 ? <SignInPrompt action="approve templates" className="mt-3" /> : null}
        {emergent === null ? (
          <p className="mt-3 text-sm text-mesh-muted" role="status">
            Emergent templates could not be loaded.
          </p>
        ) : emergent.length === 0 ? (
          <p className="mt-3 text-sm text-mesh-muted">No emergent templates yet: the next reflection will look for them.</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Emergent templates">
            {emergent.map((t) => (
              <li key={t.id}>
                <article className="card h-full p-4" data-emergent-template={t.typeName} aria-labelledby={`emergent-${t.id}`}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 id={`emergent-${t.id}`} className="min-w-0 break-words font-semibold">
                      {t.typeName}
                    </h3>
                    <Badge className={cx("text-xs", t.status === "active" ? "text-[#3ecf8e]" : "text-manus")} data-status>
                      {t.status}
                    </Badge>
                  </div>
                  <p className="mt-1 text-sm text-mesh-muted">
                    Confidence <span className="tabular-nums text-mesh-text">{Math.round(t.confidence * 100)}%</span> · seen on{" "}
                    <span className="tabular-nums text-mesh-text">{t.occurrenceCount}</span> node{t.occurrenceCount === 1 ? "" : "s"}
                  </p>
                  <CapabilityList items={t.capabilities} shown={TEMPLATE_CAPABILITIES_SHOWN} label={`${t.typeName} capabilities`} />
                  {t.status === "candidate" && canAct ? (
                    <Form method="post" action="/mesh-evolution?tab=templates" className="mt-3" preventScrollReset>
                      <input type="hidden" name="intent" value={EVOLUTION_INTENT.approve} />
                      <input type="hidden" name="templateId" value={t.id} />
                      <button type="submit" className="btn-primary btn-sm" disabled={approving === t.id} aria-label={`Approve Template ${t.typeName}`}>
                        Approve Template
                      </button>
                    </Form>
                  ) : null}
                  {t.status === "active" && t.approvedBy ? <p className="mt-2 text-xs text-mesh-muted">Approved by {t.approvedBy}</p> : null}
                </article>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel headingId="reference-heading" title="Reference Templates" count={reference.length}>
        <p className="mt-1 text-sm text-mesh-muted">The node types the mesh was designed with: what each does, its capabilities and its glyphs.</p>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Reference templates">
          {reference.map((t) => (
            <li key={t.typeName}>
              <article className="card h-full p-4" data-reference-template={t.typeName} aria-labelledby={`reference-${t.typeName}`}>
                <div className="flex items-start justify-between gap-2">
                  <h3 id={`reference-${t.typeName}`} className="font-semibold">
                    {t.typeName}
                  </h3>
                  <span className="shrink-0 text-lg tracking-widest" aria-label={`Glyph profile ${t.glyphProfile.join(" ")}`}>
                    {t.glyphProfile.join("")}
                  </span>
                </div>
                <p className="mt-1 text-sm text-mesh-muted">{t.summary}</p>
                <CapabilityList items={t.capabilities} shown={TEMPLATE_CAPABILITIES_SHOWN} label={`${t.typeName} capabilities`} />
              </article>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
