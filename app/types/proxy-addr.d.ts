// proxy-addr 2.0 (Express's own dependency; it ships no types): the parts this app uses.
declare module "proxy-addr" {
  import type { IncomingMessage } from "node:http";

  /** Is the hop at `address`, `i` hops from this server (0: the socket's peer), trusted to forward? */
  type TrustFn = (address: string, i: number) => boolean;

  /** The client's address: the socket's peer, or the X-Forwarded-For entry past the last trusted hop. */
  function proxyaddr(req: IncomingMessage, trust: TrustFn | string | string[]): string | undefined;
  namespace proxyaddr {
    export type Trust = TrustFn;
    /** A trust function from addresses, CIDRs and presets (loopback, linklocal, uniquelocal); throws on a bad entry. */
    export function compile(value: string | string[]): TrustFn;
    export function all(req: IncomingMessage, trust?: TrustFn | string | string[]): string[];
  }
  export default proxyaddr;
}
