import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { FunnelWeek } from "#shared/contracts/insights";
import { shortWeekLabel } from "./week-label";

/**
 * The week-by-week bars, drawn with Recharts. Loaded on its own chunk by the insights page only;
 * the table beside it holds the same figures for screen readers, so the drawing is hidden from them.
 */
export function FunnelChart({ funnel }: { funnel: FunnelWeek[] }) {
  const data = funnel.map((week) => ({ ...week, label: shortWeekLabel(week.weekStart) }));
  return (
    <div className="h-72 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
          // Hidden from screen readers, so not a keyboard stop either: the table is the readable form.
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
          <Tooltip />
          <Legend />
          <Bar dataKey="appearances" name="Appearances" fill="#a78bfa" />
          <Bar dataKey="profileViews" name="Profile views" fill="#6d28d9" />
          <Bar dataKey="quotesSent" name="Quotes sent" fill="#0f766e" />
          <Bar dataKey="hired" name="Hired" fill="#b45309" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
