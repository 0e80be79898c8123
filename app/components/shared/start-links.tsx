import { Link } from "~/components/shared/link";
import type { ReactNode } from "react";

/** The two ways in that the home page and the framework overview offer: the Trinity chat and the journey (`children`: more links after them). */
export function StartLinks({ children }: { children?: ReactNode }) {
  return (
    <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
      <Link to="/swarm" className="btn-fire px-6 py-3 text-base no-underline">
        Experience Trinity Mesh
      </Link>
      <Link to="/journey" className="btn-outline px-6 py-3 text-base no-underline">
        Start Your Journey
      </Link>
      {children}
    </div>
  );
}
