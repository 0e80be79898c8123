/** /developer is the same screen as /developers (spec 2.1). */
export { default, ErrorBoundary, loader, meta } from "./developers";
