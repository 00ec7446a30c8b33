import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { apiQuery } from "../lib/api";
import { dateTimeText } from "../lib/format";
import { Spinner } from "../ui/spinner";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { DifferenceText, StatusBadge } from "./parts";
import { DRAWER_REPORT_PATH, sessionInReport } from "./paths";

const rowLink =
  "flex min-w-0 flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 rounded-lg px-2 py-1.5 -mx-2 hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring";

/**
 * The Dashboard's drawers (admins): every session not closed yet, oldest first (one left open
 * since yesterday is the first thing to see; one waiting for an approval says so), how many opened
 * today, and the latest closes that found a difference. Each opens its session in Reportes › Caja.
 * Live on "cash_drawer": a drawer opened or closed on any device shows here at once.
 */
export function CashDrawerTile() {
  const { data: d, isPending, isError } = useQuery(apiQuery("getDrawerDashboard"));
  return (
    <section
      className="min-w-0 rounded-xl border border-border bg-surface p-4"
      aria-label={t.tileTitle}
      data-testid="tile-cash-drawer"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">
          <Link to={DRAWER_REPORT_PATH} className="hover:text-fg">
            {t.tileTitle}
          </Link>
        </h2>
        {d ? (
          <p className="text-sm text-muted">
            {t.openedToday}: <span className="font-semibold text-fg tabular-nums">{d.openedToday}</span>
          </p>
        ) : null}
      </div>
      {isPending ? (
        <Spinner />
      ) : isError || !d ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-1">
            <h3 className="text-sm font-medium">{t.openNow}</h3>
            {d.open.length === 0 ? (
              <p className="text-sm text-muted">{t.noneOpen}</p>
            ) : (
              <ul className="grid gap-0.5" data-testid="tile-open-drawers">
                {d.open.map((s) => (
                  <li key={s.id}>
                    <Link to={sessionInReport(s.id)} className={rowLink}>
                      {/* A long name wraps, so the badge always shows beside or under it. */}
                      <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
                        <span className="min-w-0 font-medium break-words">{s.register.name}</span>
                        <StatusBadge status={s.status} />
                      </span>
                      <span className="text-xs text-muted">
                        {s.openedBy.name} · {t.since(dateTimeText(s.openedAt))}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="grid content-start gap-1">
            <h3 className="text-sm font-medium">{t.lastDifferences}</h3>
            {d.lastDifferences.length === 0 ? (
              <p className="text-sm text-muted">{t.noDifferences}</p>
            ) : (
              <ul className="grid gap-0.5" data-testid="tile-last-differences">
                {d.lastDifferences.map((s) => (
                  <li key={s.id}>
                    <Link to={sessionInReport(s.id)} className={rowLink}>
                      <span className="min-w-0">
                        <span className="block truncate font-medium">{s.register.name}</span>
                        <span className="block text-xs text-muted">
                          {s.closedBy?.name ?? s.openedBy.name} · {dateTimeText(s.closedAt ?? s.openedAt)}
                        </span>
                      </span>
                      {s.difference === null ? null : <DifferenceText amount={s.difference} />}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
