import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card";
import {
  CLOSING_STATUS_LABELS,
  type Insights,
  type PricePosition,
} from "#shared/contracts/insights";
import { categoryName } from "#shared/domain/categories";
import { formatPounds } from "#shared/domain/format";
import { LOCAL_FIGURES_MIN_SUPPLIERS } from "#shared/domain/insights";

const hours = (value: number | null) => (value === null ? "—" : `${value} h`);
const pounds = (pence: number | null) => (pence === null ? "—" : formatPounds(pence));

export function ResponseTimeCard({ responseTime }: { responseTime: Insights["responseTime"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Response time</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4">
          <div>
            <dt className="text-sm text-slate-600">Your median</dt>
            <dd className="text-2xl font-semibold text-slate-900">
              {hours(responseTime.yourMedianHours)}
            </dd>
            <dd className="text-xs text-slate-600">
              from a request being posted to your quote, over {responseTime.yourQuotes}{" "}
              {responseTime.yourQuotes === 1 ? "quote" : "quotes"}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Suppliers near you</dt>
            <dd className="text-2xl font-semibold text-slate-900">
              {hours(responseTime.localMedianHours)}
            </dd>
            <dd className="text-xs text-slate-600">
              {responseTime.localMedianHours === null
                ? `Shown once ${LOCAL_FIGURES_MIN_SUPPLIERS} suppliers in your categories and area have quoted.`
                : `median of ${responseTime.localSuppliers} suppliers in your categories within your service area`}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function PriceRow({ position }: { position: PricePosition }) {
  const local = position.local;
  return (
    <tr className="border-t border-slate-100">
      <th scope="row" className="px-3 py-2 font-medium text-slate-900">
        {categoryName(position.category)}
      </th>
      <td className="px-3 py-2 text-right tabular-nums">
        {pounds(position.yourMedianPence)}
        <span className="block text-xs text-slate-600">
          {position.yourQuotes} {position.yourQuotes === 1 ? "quote" : "quotes"}
        </span>
      </td>
      <td className="px-3 py-2 text-right tabular-nums">
        {local ? formatPounds(local.medianPence) : "Not enough quotes nearby"}
      </td>
      <td className="px-3 py-2 text-right tabular-nums">
        {local
          ? `${formatPounds(local.lowerQuartilePence)} – ${formatPounds(local.upperQuartilePence)}`
          : "—"}
      </td>
    </tr>
  );
}

export function PricePositionCard({ positions }: { positions: PricePosition[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Price position</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {positions.length === 0 ? (
          <p className="text-sm text-slate-700">
            Add categories to your profile to compare prices.
          </p>
        ) : (
          <section
            className="overflow-x-auto"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be read
            tabIndex={0}
            aria-label="Price position, scrollable"
          >
            <table className="w-full min-w-[480px] text-left text-sm">
              <caption className="sr-only">
                Your quote totals beside the local median and middle half of quotes, per category
              </caption>
              <thead className="text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Category
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Your median quote
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Local median
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Middle half of local quotes
                  </th>
                </tr>
              </thead>
              <tbody>
                {positions.map((position) => (
                  <PriceRow key={position.category} position={position} />
                ))}
              </tbody>
            </table>
          </section>
        )}
        <p className="text-xs text-slate-600">
          Local figures come from quotes by suppliers within your service area, and show only when
          at least {LOCAL_FIGURES_MIN_SUPPLIERS} other suppliers quoted, so nobody's prices can be
          singled out.
        </p>
      </CardContent>
    </Card>
  );
}

export function WinRateCard({
  winRate,
  closingReasons,
}: {
  winRate: Insights["winRate"];
  closingReasons: Insights["closingReasons"];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Win rate</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-2xl font-semibold text-slate-900">
          {winRate.rate === null ? "—" : `${Math.round(winRate.rate * 100)}%`}
        </p>
        <p className="text-sm text-slate-700">
          {winRate.hired} hired of {winRate.quotesSent}{" "}
          {winRate.quotesSent === 1 ? "quote" : "quotes"} sent in this span.
        </p>
        <div>
          <h3 className="text-sm font-semibold text-slate-900">
            Why organizers closed requests you quoted on
          </h3>
          {closingReasons.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">No closed requests you lost in this span.</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {closingReasons.map((reason) => (
                <li key={reason.status} className="text-sm text-slate-800">
                  <span className="font-medium">
                    {CLOSING_STATUS_LABELS[reason.status] ?? reason.status}
                  </span>
                  : {reason.requests} {reason.requests === 1 ? "request" : "requests"}
                  {reason.notes.length > 0 && (
                    <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                      {reason.notes.map((note, index) => (
                        // Notes may repeat word for word; their place in the list tells them apart.
                        // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
                        <li key={index}>“{note}”</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
