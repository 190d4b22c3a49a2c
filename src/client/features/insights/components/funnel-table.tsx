import type { FunnelWeek } from "#shared/contracts/insights";
import { shortWeekLabel } from "./week-label";

export const FUNNEL_STEPS: { key: Exclude<keyof FunnelWeek, "weekStart">; label: string }[] = [
  { key: "appearances", label: "Appearances" },
  { key: "profileViews", label: "Profile views" },
  { key: "contactReveals", label: "Contact details shown" },
  { key: "leadsMatched", label: "Leads matched" },
  { key: "leadsOpened", label: "Leads opened" },
  { key: "quotesSent", label: "Quotes sent" },
  { key: "quotesRead", label: "Quotes read" },
  { key: "shortlisted", label: "Shortlisted" },
  { key: "hired", label: "Hired" },
];

/** Every week's figures as a table: what the chart draws, for screen readers and small screens. */
export function FunnelTable({ funnel }: { funnel: FunnelWeek[] }) {
  return (
    <section
      className="overflow-x-auto rounded-lg border border-slate-200"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be read
      tabIndex={0}
      aria-label="Funnel by week, scrollable"
    >
      <table className="w-full min-w-[720px] text-left text-sm">
        <caption className="sr-only">Your funnel by week, newest week last</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Week of
            </th>
            {FUNNEL_STEPS.map((step) => (
              <th key={step.key} scope="col" className="px-3 py-2 text-right font-semibold">
                {step.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {funnel.map((week) => (
            <tr key={week.weekStart} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap text-slate-900">
                <time dateTime={week.weekStart}>{shortWeekLabel(week.weekStart)}</time>
              </th>
              {FUNNEL_STEPS.map((step) => (
                <td key={step.key} className="px-3 py-2 text-right tabular-nums text-slate-800">
                  {week[step.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
