import { ArrowDown, ArrowUp } from "lucide-react";
import { useState } from "react";
import { type AdminSettings, type BankAccountView, bankAccount } from "../../contracts/settings";
import { msg } from "../../domain/messages";
import { moveItem } from "../../domain/store-settings";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { SelectField, TextField } from "../ui/field";
import { ConfirmDialog } from "./confirm-dialog";
import { EmptyState, RowActions, TabSection } from "./parts";
import { toastSaveError, useSaveSettings } from "./use-settings";

/** Cuentas bancarias: shown to whoever pays by transfer and printed on the receipt, in this order. */
export function BankAccountsTab({ settings }: { settings: AdminSettings }) {
  const accounts = settings.bankAccounts;
  const save = useSaveSettings(msg.bankAccountsSaved);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const write = (next: BankAccountView[], done?: () => void) =>
    save.mutate({ bankAccounts: next }, { onSuccess: done, onError: toastSaveError });

  return (
    <TabSection
      title={msg.settingsTabBanks}
      action={<Button onClick={() => setEditing("new")}>{msg.bankAccountAdd}</Button>}
    >
      {accounts.length === 0 ? (
        <EmptyState>{msg.bankAccountsEmpty}</EmptyState>
      ) : (
        <ul className="grid gap-3" data-testid="bank-accounts">
          {accounts.map((a, i) => (
            <li
              key={`${a.bankName}-${a.accountNumber}`}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface p-4"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{a.bankName}</p>
                <p className="text-sm text-muted">
                  {a.accountType} · <span className="font-mono">{a.accountNumber}</span>
                </p>
                <p className="text-sm text-muted">{a.accountHolder}</p>
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`${msg.settingsMoveUp} ${a.bankName}`}
                  disabled={i === 0 || save.isPending}
                  onClick={() => write(moveItem(accounts, i, i - 1))}
                >
                  <ArrowUp className="h-4 w-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`${msg.settingsMoveDown} ${a.bankName}`}
                  disabled={i === accounts.length - 1 || save.isPending}
                  onClick={() => write(moveItem(accounts, i, i + 1))}
                >
                  <ArrowDown className="h-4 w-4" aria-hidden="true" />
                </Button>
                <RowActions label={a.bankName} onEdit={() => setEditing(i)} onDelete={() => setDeleting(i)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing !== null ? (
        <BankAccountDialog
          initial={editing === "new" ? null : (accounts[editing] ?? null)}
          pending={save.isPending}
          onCancel={() => setEditing(null)}
          onSave={(account) => {
            const next =
              editing === "new"
                ? [...accounts, account]
                : accounts.map((a, i) => (i === editing ? account : a));
            write(next, () => setEditing(null));
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={msg.bankAccountDeleteTitle}
        body={
          deleting !== null && accounts[deleting]
            ? msg.bankAccountDeleteBody(accounts[deleting].bankName, accounts[deleting].accountNumber)
            : ""
        }
        pending={save.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          write(
            accounts.filter((_, i) => i !== deleting),
            () => setDeleting(null),
          )
        }
      />
    </TabSection>
  );
}

function BankAccountDialog({
  initial,
  pending,
  onSave,
  onCancel,
}: {
  initial: BankAccountView | null;
  pending: boolean;
  onSave: (account: BankAccountView) => void;
  onCancel: () => void;
}) {
  const form = useContractForm(
    bankAccount,
    initial ?? { bankName: "", accountHolder: "", accountNumber: "", accountType: msg.accountTypes[0] },
  );
  const errors = form.formState.errors;
  const types =
    initial && !msg.accountTypes.includes(initial.accountType)
      ? [initial.accountType, ...msg.accountTypes]
      : msg.accountTypes;
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onCancel()}
      title={initial ? msg.bankAccountEditTitle : msg.bankAccountNew}
    >
      <form onSubmit={form.handleSubmit(onSave)} noValidate className="grid gap-4">
        <TextField
          label={msg.bankNameLabel}
          {...form.register("bankName")}
          error={errors.bankName?.message}
        />
        <TextField
          label={msg.accountHolderLabel}
          {...form.register("accountHolder")}
          error={errors.accountHolder?.message}
        />
        <TextField
          label={msg.accountNumberLabel}
          {...form.register("accountNumber")}
          error={errors.accountNumber?.message}
        />
        <SelectField
          label={msg.accountTypeLabel}
          {...form.register("accountType")}
          error={errors.accountType?.message}
        >
          {types.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {msg.settingsCancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {msg.settingsSave}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
