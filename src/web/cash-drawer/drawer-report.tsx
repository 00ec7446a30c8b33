import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import type { SessionFilterQuery } from "../../contracts/cash-drawer/cash-drawer";
import { SESSION_STATUSES, type SessionStatus } from "../../domain/cash-drawer/sessions";
import { reportsMsg } from "../../domain/reports/messages-reports";
import { apiQuery, errorMessage, operationUrl } from "../lib/api";
import { pageIn } from "../lib/use-list-url";
import { buttonClass } from "../ui/button";
import { Pager } from "../ui/pager";
import { PageSpinner } from "../ui/spinner";
import { useRegisters } from "./drawer-queries";
import { type DrawerFilters, DrawerReportFilters } from "./drawer-report-filters";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { Empty } from "./parts";
import { SessionDialog } from "./session-dialog";
import { SessionsTable } from "./sessions-table";

const KEYS = ["registerId", "userId", "status", "session", "page"] as const;

/**
 * Reportes › Caja: the sessions opened in Reportes' range, by register, person and state, each
 * with its difference and its Z report, its shortages and overs summed apart, and the same rows as CSV. A row
 * opens its session (where an admin who did not count approves a waiting difference); the
 * Dashboard links here with `?session=`. Live: a session opened or closed anywhere shows at once.
 */
export function CashDrawerReport({ from, to }: { from: string; to: string }) {
  const [params, setParams] = useSearchParams();
  const status = params.get("status") ?? "";
  const filters: DrawerFilters = {
    registerId: params.get("registerId") ?? "",
    userId: params.get("userId") ?? "",
    status: SESSION_STATUSES.includes(status as SessionStatus) ? (status as SessionStatus) : "",
  };
  const page = pageIn(params);
  const set = (patch: Partial<DrawerFilters & { session: string; page: string }>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        // Another filter shows another list: back to its first page.
        if (!("page" in patch) && !("session" in patch)) next.delete("page");
        for (const key of KEYS) {
          if (!(key in patch)) continue;
          const value = patch[key];
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const query: SessionFilterQuery = {
    from,
    to,
    ...(filters.registerId ? { registerId: filters.registerId } : {}),
    ...(filters.userId ? { userId: filters.userId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
  const sessions = useQuery({
    ...apiQuery("listDrawerSessions", { query: { ...query, page } }),
    placeholderData: keepPreviousData,
  });
  const registers = useRegisters();
  const open = params.get("session");
  return (
    <div className="grid gap-4" data-testid="drawer-report">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <DrawerReportFilters
          filters={filters}
          registers={registers.data?.registers ?? []}
          rows={sessions.data?.rows}
          onChange={set}
        />
        <a
          className={buttonClass("secondary")}
          href={operationUrl("drawerSessionsCsv", { query })}
          download
          data-testid="drawer-csv"
        >
          {reportsMsg.exportCsv}
        </a>
      </div>
      {sessions.isPending ? (
        <PageSpinner />
      ) : sessions.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(sessions.error)}
        </p>
      ) : sessions.data.totals.count === 0 ? (
        <Empty testId="drawer-report-empty">{t.reportEmpty}</Empty>
      ) : (
        <>
          <SessionsTable
            rows={sessions.data.rows}
            totals={sessions.data.totals}
            onOpen={(id) => set({ session: id })}
          />
          <Pager
            page={page}
            total={sessions.data.totals.count}
            pageSize={sessions.data.pageSize}
            onPage={(next) => set({ page: String(next) })}
          />
        </>
      )}
      {open ? <SessionDialog sessionId={open} onClose={() => set({ session: "" })} /> : null}
    </div>
  );
}
