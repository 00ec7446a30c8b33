import { useQuery } from "@tanstack/react-query";
import type { CashRegisterRow, SessionRow } from "../../contracts/cash-drawer/cash-drawer";
import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import { SESSION_STATUSES, type SessionStatus } from "../../domain/cash-drawer/sessions";
import { apiQuery } from "../lib/api";
import { drawerScreens as t } from "./messages-cash-drawer-screens";

/** The history's own filters beside Reportes' range; each kept in the URL like the range. */
export interface DrawerFilters {
  registerId: string;
  userId: string;
  status: SessionStatus | "";
}

const selectClass = "rounded-md border border-border bg-bg px-2 py-1.5";

/**
 * The people a session may be filtered by: the staff who sell (admins and sellers), and anyone
 * else the rows name (a superadmin who opened one, someone no longer on the team). The contract
 * lists no staff of its own; see the report.
 */
function usePeople(rows: readonly SessionRow[] | undefined) {
  const sellers = useQuery({ ...apiQuery("listAssignableSellers"), staleTime: 60_000 });
  const people = new Map<string, string>();
  for (const s of sellers.data ?? []) people.set(s.id, s.name);
  for (const r of rows ?? [])
    for (const p of [r.openedBy, r.closedBy]) if (p?.id && !people.has(p.id)) people.set(p.id, p.name);
  return [...people].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, "es"));
}

export function DrawerReportFilters({
  filters,
  registers,
  rows,
  onChange,
}: {
  filters: DrawerFilters;
  registers: readonly CashRegisterRow[];
  rows: readonly SessionRow[] | undefined;
  onChange: (patch: Partial<DrawerFilters>) => void;
}) {
  const people = usePeople(rows);
  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="drawer-report-filters">
      <label className="grid gap-1 text-sm">
        <span className="text-muted">{m.reportRegister}</span>
        <select
          className={selectClass}
          value={filters.registerId}
          onChange={(e) => onChange({ registerId: e.target.value })}
          name="registerId"
        >
          <option value="">{t.allRegisters}</option>
          {registers.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm">
        <span className="text-muted">{t.person}</span>
        <select
          className={selectClass}
          value={filters.userId}
          onChange={(e) => onChange({ userId: e.target.value })}
          name="userId"
        >
          <option value="">{t.everyone}</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm">
        <span className="text-muted">{t.status}</span>
        <select
          className={selectClass}
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as SessionStatus | "" })}
          name="status"
        >
          <option value="">{t.allStatuses}</option>
          {SESSION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {m.statusLabels[s]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
