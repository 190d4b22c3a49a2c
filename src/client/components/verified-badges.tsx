import { ShieldCheck } from "lucide-react";
import { cn } from "#client/lib/cn";
import type { PublicBadge } from "#shared/contracts/compliance-badges";
import { verifiedBadgeText } from "#shared/domain/compliance-badges";

/** A supplier's verified compliance badges, each a pill "Insured £5m · verified · until March 2027". */
export function VerifiedBadgeList({
  badges,
  className,
}: {
  badges: readonly PublicBadge[];
  className?: string;
}) {
  return (
    <ul aria-label="Verified badges" className={cn("flex flex-wrap gap-2", className)}>
      {badges.map((badge) => (
        <li
          key={badge.kind}
          className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800"
        >
          <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
          <span>{verifiedBadgeText(badge)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One line on a directory card: the first badge in full, the others summed up as "+N" (read in
 * full to screen readers). The line keeps its height when there is none, so cards align.
 */
export function CardBadgeLine({ badges }: { badges: readonly PublicBadge[] }) {
  const [first, ...others] = badges;
  return (
    <p className="flex h-5 min-w-0 items-center gap-1.5 text-xs/5 font-medium text-emerald-800">
      {first && (
        <>
          <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{verifiedBadgeText(first)}</span>
          {others.length > 0 && (
            <span className="shrink-0 rounded-full bg-emerald-50 px-1.5">
              <span aria-hidden="true">+{others.length}</span>
              <span className="sr-only">
                , {others.map((badge) => verifiedBadgeText(badge)).join(", ")}
              </span>
            </span>
          )}
        </>
      )}
    </p>
  );
}
