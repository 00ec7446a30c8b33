import { Pencil, Power, Trash2 } from "lucide-react";
import { useState } from "react";
import type { CashRegisterRow } from "../../contracts/cash-drawer/cash-drawer";
import { msg } from "../../domain/kernel/messages";
import { call, errorMessage } from "../lib/api";
import { dateTimeText } from "../lib/format";
import { toast } from "../lib/toast";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { Dialog } from "../ui/dialog";
import { PageSpinner } from "../ui/spinner";
import { useDrawerMutation, useRegisters } from "./drawer-queries";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { Empty, StatusBadge } from "./parts";
import { RegisterDialog } from "./register-dialog";

/**
 * Configuración › Cajas, the registers: each with whether it is in use and the session it has now;
 * renamed, taken out of use or back (the server refuses while its session is not closed), or
 * deleted after a confirmation (refused once it has history: it is taken out of use instead).
 */
export function RegistersList() {
  const registers = useRegisters();
  const [editing, setEditing] = useState<CashRegisterRow | "new" | null>(null);
  const [deleting, setDeleting] = useState<CashRegisterRow | null>(null);
  const toggle = useDrawerMutation((r: CashRegisterRow) =>
    call("updateCashRegister", { params: { id: r.id }, body: { active: !r.active } }),
  );
  const remove = useDrawerMutation((r: CashRegisterRow) =>
    call("deleteCashRegister", { params: { id: r.id } }),
  );
  const onToggle = (r: CashRegisterRow) =>
    toggle.mutate(r, {
      onSuccess: (row) =>
        toast.success(row.active ? t.registerInUseDone(row.name) : t.registerOutOfUseDone(row.name)),
      onError: (e) => toast.error(errorMessage(e)),
    });
  const onDelete = () =>
    deleting &&
    remove.mutate(deleting, {
      onSuccess: (r) => {
        toast.success(r.message);
        setDeleting(null);
      },
      onError: (e) => {
        toast.error(errorMessage(e));
        setDeleting(null);
      },
    });
  return (
    <section className="grid gap-4" aria-label={t.registersTitle}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl font-semibold">{t.registersTitle}</h2>
        <Button onClick={() => setEditing("new")} data-testid="add-register">
          {t.addRegister}
        </Button>
      </div>
      <p className="text-sm text-muted">{t.registersIntro}</p>
      {registers.isPending ? (
        <PageSpinner />
      ) : registers.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(registers.error)}
        </p>
      ) : registers.data.registers.length === 0 ? (
        <Empty>{t.registersEmpty}</Empty>
      ) : (
        <ul
          className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface"
          data-testid="registers"
        >
          {registers.data.registers.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3"
              data-testid="register-row"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="break-words">{r.name}</span>
                  <span
                    className={cn(
                      "rounded-full px-2 py-0.5 text-xs font-semibold",
                      r.active
                        ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-300"
                        : "bg-surface-2 text-muted",
                    )}
                  >
                    {r.active ? t.inUse : t.outOfUse}
                  </span>
                </p>
                {r.session ? (
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
                    <StatusBadge status={r.session.status} />
                    <span>
                      {r.session.openedBy.name} · {dateTimeText(r.session.openedAt)}
                    </span>
                  </p>
                ) : null}
              </div>
              <div className="flex shrink-0 flex-wrap gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setEditing(r)}
                  aria-label={`${t.rename} ${r.name}`}
                >
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                  <span className="hidden sm:inline">{t.rename}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onToggle(r)}
                  disabled={toggle.isPending}
                  aria-label={`${r.active ? t.putOutOfUse : t.putInUse} ${r.name}`}
                >
                  <Power className="h-4 w-4" aria-hidden="true" />
                  <span className="hidden sm:inline">{r.active ? t.putOutOfUse : t.putInUse}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setDeleting(r)}
                  aria-label={`${t.remove} ${r.name}`}
                  className="text-red-700 dark:text-red-400"
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  <span className="hidden sm:inline">{t.remove}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing !== null ? (
        <RegisterDialog register={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <Dialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t.deleteTitle}
        description={deleting ? t.deleteBody(deleting.name) : undefined}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {msg.cancel}
          </Button>
          <Button
            variant="danger"
            onClick={onDelete}
            disabled={remove.isPending}
            data-testid="confirm-delete"
          >
            {t.remove}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
