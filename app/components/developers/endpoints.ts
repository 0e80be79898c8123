/** The framework overview's URL state and the API tester's endpoints (client-safe; the route loader parses with these too). */

export const OVERVIEW_TABS = [
  { id: "quick-start", label: "Quick Start" },
  { id: "deploy", label: "Deploy Mesh Node" },
  { id: "api", label: "API Testing" },
] as const;

export type OverviewTab = (typeof OVERVIEW_TABS)[number]["id"];

export const DEFAULT_TAB: OverviewTab = "quick-start";

export const API_ENDPOINTS = [
  { id: "nodes", label: "Mesh nodes", path: "/api/mesh/nodes", description: "Every node of the VALOIR mesh, in the order they joined." },
  { id: "events", label: "Mesh events", path: "/api/mesh/events", description: "The 50 newest mesh events, newest first." },
  { id: "conversations", label: "Conversations", path: "/api/conversations", description: "Your 50 most recently active Trinity conversations (an operator sees everyone's)." },
  { id: "glyphweights", label: "Glyph weights", path: "/api/glyphweights", description: "Up to 100 glyph weights, strongest resonance first." },
] as const;

export type ApiEndpointId = (typeof API_ENDPOINTS)[number]["id"];
export type ApiEndpoint = (typeof API_ENDPOINTS)[number];

export const DEFAULT_ENDPOINT: ApiEndpointId = "nodes";

export function parseTab(value: string | null | undefined): OverviewTab {
  return OVERVIEW_TABS.find((t) => t.id === value)?.id ?? DEFAULT_TAB;
}

export function parseEndpoint(value: string | null | undefined): ApiEndpointId {
  return API_ENDPOINTS.find((e) => e.id === value)?.id ?? DEFAULT_ENDPOINT;
}

export function endpointInfo(id: ApiEndpointId): ApiEndpoint {
  return API_ENDPOINTS.find((e) => e.id === id) ?? API_ENDPOINTS[0];
}

/** What the API tester's result panel shows for one finished call. */
export interface ApiTestResult {
  endpoint: ApiEndpointId;
  path: string;
  /** Pretty-printed JSON (JSON.stringify(x, null, 2)); null when the call failed. */
  body: string | null;
  /** "<status>: <body text or status text>" (spec 7.1), or another failure message; null on success. */
  error: string | null;
}

/** A non-OK response becomes this message: the status code, a colon and a space, then the body text (or the status text when the body is empty). */
export function responseErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/** The message shown after "Error: " for anything thrown while testing an endpoint. */
export function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : "Failed to fetch API response";
}
