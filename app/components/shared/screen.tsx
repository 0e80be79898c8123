import type { ReactNode } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { HomeLink } from "../ui/page-section";

/**
 * A screen's frame: the element tests find it by (`data-<marker>`, and `data-hydrated` once React
 * runs), a header with the Home link, the h1 and its one-line intro (and `aside`, e.g. a status
 * badge), then the screen itself.
 */
export function Screen({
  marker,
  title,
  intro,
  aside,
  className = "pb-10",
  titleClassName = "min-w-0",
  children,
}: {
  marker: string;
  title: ReactNode;
  intro: ReactNode;
  aside?: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <div className={className} {...{ [`data-${marker}`]: "" }} data-hydrated={hydrated || undefined}>
      <header className="flex flex-wrap items-center gap-3">
        <HomeLink />
        <div className={titleClassName}>
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          <p className="text-sm text-mesh-muted">{intro}</p>
        </div>
        {aside}
      </header>
      {children}
    </div>
  );
}
