import { createContext, useContext } from "react";

/**
 * The request id of a document whose loader or action failed for a fault (set by Remix's handleError,
 * app/infra/api-errors.server.ts, on the load context; provided by app/entry.server.tsx), so the error
 * boundary shows the id the log line carries. Null in the browser: the boundary keeps the server's text.
 */
const FaultIdContext = createContext<string | null>(null);
export const FaultIdProvider = FaultIdContext.Provider;

export function useFaultId(): string | null {
  return useContext(FaultIdContext);
}
