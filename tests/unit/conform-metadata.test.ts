/**
 * Conform's field metadata (patched by patches/@conform-to+react+*.patch, in both builds: the ESM one
 * the server render and the browser bundle load, and the CommonJS one): `fields.name` is one object per
 * field for a render instead of a new one for each read, its metadata is made once per form state
 * instead of once per property read, and the subject (what the component re-renders for) lists a name
 * once. Unpatched, a form's render made a metadata proxy for every property read (`getInputProps`
 * reads about ten), about a tenth of the server's CPU on /contribute. The patch must not change what
 * a field reads: after the form's state changes, the same field object reads the new state.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

interface Field {
  errors?: string[];
  value?: unknown;
  id: string;
  required?: boolean;
}
interface Context {
  getState(): unknown;
  onUpdate(options: Record<string, unknown>): void;
}
interface ContextModule {
  createFormContext(options: Record<string, unknown>): Context;
  getFormMetadata(context: Context, subjectRef: { current: Record<string, unknown> }, snapshot: unknown, noValidate: boolean): {
    getFieldset(): Record<string, Field>;
  };
}

const dist = path.dirname(createRequire(import.meta.url).resolve("@conform-to/react"));
const builds: [string, ContextModule][] = [
  ["ESM (server render and browser)", (await import(pathToFileURL(path.join(dist, "context.mjs")).href)) as ContextModule],
  ["CommonJS", createRequire(import.meta.url)(path.join(dist, "context.js")) as ContextModule],
];

// A result from the server reports the form to its <form> element (`document.forms`), which a render
// outside a browser does not have: this form has none.
const hadDocument = "document" in globalThis;
beforeAll(() => {
  if (!hadDocument) Object.assign(globalThis, { document: { forms: { namedItem: () => null } } });
});
afterAll(() => {
  if (!hadDocument) delete (globalThis as { document?: unknown }).document;
});

describe.each(builds)("Conform's field metadata, %s build", (_build, conform) => {
  function form() {
    const context = conform.createFormContext({
      formId: "f",
      constraint: { name: { required: true, maxLength: 10 } },
      lastResult: { status: "error", initialValue: { name: "Bo" }, error: { name: ["At least 3 characters."] } },
      shouldValidate: "onSubmit",
    });
    const subjectRef = { current: {} as Record<string, unknown> };
    const fields = conform.getFormMetadata(context, subjectRef, context.getState(), true).getFieldset();
    return { context, subjectRef, fields };
  }

  it("reads the field's state, id and constraint", () => {
    const { fields } = form();
    expect(fields.name.errors).toEqual(["At least 3 characters."]);
    expect(fields.name.id).toBe("f-name");
    expect(fields.name.required).toBe(true);
    expect(fields.name.value).toBe("Bo");
  });

  it("gives one object per field, not a new one for each read", () => {
    const { fields } = form();
    expect(fields.name).toBe(fields.name);
    expect(fields.name).not.toBe(fields.other);
  });

  it("lists a field once in what the render subscribed to, however often it is read", () => {
    const { fields, subjectRef } = form();
    for (const field of [fields.name, fields.name, fields.name]) expect(field.errors).toEqual(["At least 3 characters."]);
    for (const field of [fields.name, fields.name]) expect(field.value).toBe("Bo");
    expect(subjectRef.current).toEqual({ error: { name: ["name"] }, value: { name: ["name"] } });
  });

  it("reads the new state through the same field object once the form's state changes", () => {
    const { context, fields } = form();
    const held = fields.name;
    expect(held.errors).toEqual(["At least 3 characters."]);
    const before = context.getState();
    context.onUpdate({ lastResult: { status: "error", initialValue: { name: "A very long name" }, error: { name: ["At most 10 characters."] } } });
    expect(context.getState()).not.toBe(before);
    expect(held.errors).toEqual(["At most 10 characters."]);
    expect(held.value).toBe("A very long name");
  });
});

