import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatMoney } from "../../domain/kernel/money";
import { formatPeriod, formatShopDate, formatShopDayShort } from "../../domain/kernel/shop-calendar";
import { reportsMsg as m } from "../../domain/reports/messages-reports";
import { cn } from "../ui/cn";

/** One figure of a dashboard; it opens the list it summarises, filtered. */
export function Tile({
  label,
  value,
  sub,
  to,
  testId,
  tone,
}: {
  label: string;
  value: ReactNode;
  sub?: ReactNode;
  to?: string;
  testId: string;
  tone?: "warn";
}) {
  const body = (
    <>
      <p className="text-sm text-muted">{label}</p>
      <p
        className={cn(
          "text-xl font-semibold tabular-nums sm:text-2xl",
          tone === "warn" && "text-gold-strong",
        )}
        data-value
      >
        {value}
      </p>
      {sub ? <p className="text-sm text-muted">{sub}</p> : null}
    </>
  );
  const className =
    "block min-w-0 rounded-xl border border-border bg-surface p-4 transition-colors hover:border-gold focus-visible:outline-2 focus-visible:outline-ring";
  return to ? (
    <Link to={to} className={className} data-testid={testId} data-tile>
      {body}
    </Link>
  ) : (
    <div className={className} data-testid={testId} data-tile>
      {body}
    </div>
  );
}

export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      className="min-w-0 rounded-xl border border-border bg-surface p-4"
      aria-label={title}
      data-testid={testId}
    >
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">{title}</h2>
      {children}
    </section>
  );
}

/** Bars of sales and a line of collections per day (money in centavos). */
export function SalesCollectionsChart({
  data,
  testId = "chart",
}: {
  data: ReadonlyArray<{ day: string; sales: number; collections: number }>;
  testId?: string;
}) {
  return (
    <div className="h-64 w-full" data-testid={testId} role="img" aria-label={m.chart30}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis
            dataKey="day"
            tickFormatter={formatShopDayShort}
            tick={{ fill: "var(--muted)", fontSize: 12 }}
            minTickGap={16}
          />
          <YAxis tickFormatter={formatMoney} tick={{ fill: "var(--muted)", fontSize: 12 }} width={104} />
          <Tooltip
            formatter={(value) => formatMoney(Number(value))}
            labelFormatter={(day) => formatShopDate(String(day))}
            contentStyle={{ background: "var(--surface)", borderColor: "var(--border)", color: "var(--fg)" }}
          />
          <Legend />
          <Bar
            dataKey="sales"
            name={m.sales}
            fill="var(--gold)"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
          <Line
            dataKey="collections"
            name={m.collections}
            stroke="var(--fg)"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

/** A generic bar chart of a report's rows. */
export function BarsChart<T extends Record<string, unknown>>({
  data,
  x,
  bars,
}: {
  data: readonly T[];
  x: keyof T & string;
  bars: ReadonlyArray<{ key: keyof T & string; name: string; color: string }>;
}) {
  // Only a period axis holds dates; a seller's, product's or bucket's name is shown as it is.
  const label = (key: unknown) => (x === "period" ? formatPeriod(String(key)) : String(key));
  return (
    <div
      className="h-64 w-full"
      data-testid="report-chart"
      role="img"
      aria-label={bars.map((b) => b.name).join(", ")}
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis
            dataKey={x as string}
            tickFormatter={label}
            tick={{ fill: "var(--muted)", fontSize: 12 }}
            minTickGap={12}
          />
          <YAxis tickFormatter={formatMoney} tick={{ fill: "var(--muted)", fontSize: 12 }} width={104} />
          <Tooltip
            formatter={(value) => formatMoney(Number(value))}
            labelFormatter={label}
            contentStyle={{ background: "var(--surface)", borderColor: "var(--border)", color: "var(--fg)" }}
          />
          <Legend />
          {bars.map((b) => (
            <Bar
              key={b.key}
              dataKey={b.key as string}
              name={b.name}
              fill={b.color}
              isAnimationActive={false}
            />
          ))}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

/**
 * A plain table; cells are already formatted text. The first row of `foot` is the totals row.
 * On a phone it keeps every cell on one line and scrolls sideways in its own region; from lg it
 * fits the page (a report's last column is never cut off): headings and names wrap, figures never.
 */
/** A figure's cell: right-aligned digits that line up, on one line. */
const FIGURE = "text-right whitespace-nowrap tabular-nums";

export function ReportTable({
  head,
  rows,
  foot,
}: {
  head: readonly string[];
  rows: ReadonlyArray<readonly ReactNode[]>;
  foot?: readonly ReactNode[];
}) {
  // Many columns of figures (Flujo de caja's nine) fit a laptop's page in smaller type and
  // tighter cells; on a wide screen they read at the usual size.
  const wide = head.length >= 8;
  const pad = wide ? "px-1 2xl:px-2" : "px-2";
  return (
    // A named region that takes the focus: on a phone a keyboard scrolls the table sideways.
    <section
      aria-label={head.join(" · ")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to be scrolled with keys (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-gold"
    >
      <table
        className={cn("w-full min-w-max lg:min-w-0", wide ? "text-xs 2xl:text-sm" : "text-sm")}
        data-testid="report-table"
      >
        <thead>
          <tr className="border-b border-border text-left text-muted">
            {head.map((h, i) => (
              <th key={h} className={cn(pad, "py-2 align-bottom font-medium", i > 0 && "text-right")}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={head.length} className={cn(pad, "py-6 text-center text-muted")}>
                {m.empty}
              </td>
            </tr>
          ) : (
            rows.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no other identity
              <tr key={i} className="border-b border-border/60">
                {r.map((c, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                  <td key={j} className={cn(pad, "py-1.5", j > 0 && FIGURE)}>
                    {c}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {foot ? (
          <tfoot>
            <tr className="font-semibold">
              {foot.map((c, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <td key={j} className={cn(pad, "py-2", j > 0 && FIGURE)}>
                  {c}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}
