/**
 * For page loaders and actions (epic-stack's invariantResponse): unless `condition` holds, throws a
 * plain Response that the route's ErrorBoundary renders (404 → "Page Not Found"). API routes answer
 * JSON errors instead (`invariantResponse` in app/infra/http.server.ts).
 */
export function invariantResponse(condition: unknown, message: string, init: ResponseInit = { status: 404 }): asserts condition {
  if (!condition) throw new Response(message, { status: 404, ...init });
}
