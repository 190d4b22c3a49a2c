import { LockKeyhole } from "lucide-react";
import { STANDARD_PLAN_PAGES, type StandardPlanPage } from "#shared/domain/standard-plan";

/**
 * Why a supplier on the free plan landed on /plans instead of the page they opened: said at the
 * top, as a status a screen reader reads out, with the page's name in its heading.
 */
export function StandardPlanNotice({ page }: { page: StandardPlanPage }) {
  const { title, detail } = STANDARD_PLAN_PAGES[page];
  return (
    <div
      role="status"
      aria-labelledby="standard-plan-notice-heading"
      className="mx-auto flex max-w-2xl items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900"
    >
      <LockKeyhole className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div>
        <h2 id="standard-plan-notice-heading" className="font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{detail}</p>
      </div>
    </div>
  );
}
