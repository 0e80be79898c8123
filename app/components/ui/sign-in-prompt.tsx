import { useLocation } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { cx } from "./card";

/**
 * Where an operator-only action would be, a visitor sees this instead (DESIGN §5): what signing in
 * allows and a link to /login that comes back to this very page (query included).
 */
export function SignInPrompt({ action, className }: { action: string; className?: string }) {
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <p role="note" className={cx("flex flex-wrap items-center gap-3 rounded-md border border-manus/50 px-3 py-2 text-sm text-mesh-muted", className)} data-sign-in-prompt>
      <span>Operators {action} here.</span>
      <Link to={`/login?redirectTo=${encodeURIComponent(back)}`} className="btn-outline btn-sm no-underline">
        Sign in to {action}
      </Link>
    </p>
  );
}
