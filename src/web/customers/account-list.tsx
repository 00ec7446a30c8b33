import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AccountRow } from "../../contracts/accounts/accounts";
import { PAGE_SIZE } from "../../contracts/customers/customers";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { shortUserId } from "../../domain/kernel/roles";
import { dateTimeText } from "../lib/format";
import { cn } from "../ui/cn";
import { Pager } from "../ui/pager";
import { ROW_ACTIONS } from "../ui/row-action";
import { PageSpinner } from "../ui/spinner";
import { DisabledBadge, EmptyState, NeedsResetBadge, RoleBadge } from "./list-parts";

export type AccountColumn = "balance" | "lastSignIn";

/**
 * Clientes Web, Mayoristas and Equipo: one list of accounts. A phone reads each as a card; the
 * table starts at md. `detail` links a row to its page; `actions` adds buttons per row.
 */
/** An email breaks only before its "@" (never mid-word) when its column is narrow. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <div className="break-words">{email}</div>;
  return (
    <div className="break-words">
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </div>
  );
}

export function AccountList({
  rows,
  count,
  page,
  onPage,
  isPending,
  empty,
  column,
  detail,
  actions,
  testId,
}: {
  rows: AccountRow[] | undefined;
  count: number;
  page: number;
  onPage: (page: number) => void;
  isPending: boolean;
  empty: string;
  column: AccountColumn;
  detail?: (row: AccountRow) => string;
  actions?: (row: AccountRow) => ReactNode;
  testId: string;
}) {
  if (isPending) return <PageSpinner />;
  if (!rows?.length) return <EmptyState>{empty}</EmptyState>;
  const figure = (row: AccountRow) =>
    column === "balance"
      ? formatMoney(row.balance)
      : row.lastSignInAt
        ? dateTimeText(row.lastSignInAt)
        : msg.neverSignedIn;
  const figureLabel = column === "balance" ? msg.balanceOwedLabel : msg.lastSignInLabel;
  const name = (row: AccountRow) =>
    detail ? (
      <Link to={detail(row)} className="font-medium text-fg underline-offset-2 hover:underline">
        {row.name}
      </Link>
    ) : (
      <span className="font-medium">{row.name}</span>
    );
  return (
    <div className="grid gap-3" data-testid={testId}>
      <ul className="grid gap-2 md:hidden">
        {rows.map((row) => (
          <li
            key={row.id}
            className="grid gap-1.5 rounded-xl border border-border bg-surface p-3"
            data-testid="account-card"
          >
            <div className="flex flex-wrap items-center gap-2">
              {name(row)}
              <RoleBadge role={row.role} />
              {row.disabled ? <DisabledBadge /> : null}
              {row.needsPasswordReset ? <NeedsResetBadge /> : null}
            </div>
            <p className="text-sm break-all text-muted">
              {[row.email, row.phone, row.city].filter(Boolean).join(" · ")}
            </p>
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="font-mono text-xs text-muted">
                {msg.userIdLabel} {shortUserId(row.id)}
              </span>
              <span>
                <span className="text-muted">{figureLabel}: </span>
                <span className="font-semibold tabular-nums">{figure(row)}</span>
              </span>
            </div>
            {actions ? <div className="flex flex-wrap gap-2 pt-1">{actions(row)}</div> : null}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-border bg-surface md:block">
        <table className="w-full min-w-[48rem] text-sm">
          <thead className="bg-surface-2 text-left text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {msg.userIdLabel}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {msg.fullNameLabel}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {msg.emailLabel} / {msg.phoneLabel}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {msg.cityLabel}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {msg.roleColumn}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {figureLabel}
              </th>
              {actions ? <th scope="col" className="px-3 py-2" /> : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={row.id} data-testid="account-row">
                <td className="px-3 py-2 font-mono text-xs text-muted">{shortUserId(row.id)}</td>
                <td className="px-3 py-2">{name(row)}</td>
                <td className="px-3 py-2">
                  <EmailText email={row.email} />
                  <div className="text-muted">{row.phone ?? "—"}</div>
                </td>
                <td className="px-3 py-2">{row.city ?? "—"}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-1">
                    <RoleBadge role={row.role} />
                    {row.disabled ? <DisabledBadge /> : null}
                    {row.needsPasswordReset ? <NeedsResetBadge /> : null}
                  </div>
                </td>
                {/* A balance or a date and time is one unit: the name and the email wrap instead. */}
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{figure(row)}</td>
                {actions ? (
                  <td className="px-3 py-2">
                    {/* Icons below 2xl (ROW_ACTIONS), so the row fits the table; stacked if it still must. */}
                    <div className={cn("flex flex-wrap justify-end gap-2 whitespace-nowrap", ROW_ACTIONS)}>
                      {actions(row)}
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} total={count} pageSize={PAGE_SIZE} onPage={onPage} showCount />
    </div>
  );
}
