import { ArrowDown, ArrowUp } from "lucide-react";
import { type AdminSettings, type BankAccountView, bankAccount } from "../../contracts/settings/settings";
import { msg } from "../../domain/kernel/messages";
import { moveItem } from "../../domain/settings/store-settings";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { SelectField, TextField } from "../ui/field";
import { FormDialog } from "../ui/form-dialog";
import { SettingsListTab, useSettingsDocumentList } from "./settings-list-tab";

/** Cuentas bancarias: shown to whoever pays by transfer and printed on the receipt, in this order. */
export function BankAccountsTab({ settings }: { settings: AdminSettings }) {
  const accounts = settings.bankAccounts;
  const list = useSettingsDocumentList("bankAccounts", accounts, msg.bankAccountsSaved);
  return (
    <SettingsListTab
      title={msg.settingsTabBanks}
      addLabel={msg.bankAccountAdd}
      items={accounts}
      emptyText={msg.bankAccountsEmpty}
      testId="bank-accounts"
      look="cards"
      rowKey={(a) => `${a.bankName}-${a.accountNumber}`}
      rowLabel={(a) => a.bankName}
      row={(a) => (
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{a.bankName}</p>
          <p className="text-sm text-muted">
            {a.accountType} · <span className="font-mono">{a.accountNumber}</span>
          </p>
          <p className="text-sm text-muted">{a.accountHolder}</p>
        </div>
      )}
      rowTools={(a, i) => (
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`${msg.settingsMoveUp} ${a.bankName}`}
            disabled={i === 0 || list.pending}
            onClick={() => list.write(moveItem(accounts, i, i - 1))}
          >
            <ArrowUp className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`${msg.settingsMoveDown} ${a.bankName}`}
            disabled={i === accounts.length - 1 || list.pending}
            onClick={() => list.write(moveItem(accounts, i, i + 1))}
          >
            <ArrowDown className="h-4 w-4" aria-hidden="true" />
          </Button>
        </>
      )}
      dialog={(editing, close) => (
        <BankAccountDialog
          initial={editing?.item ?? null}
          pending={list.pending}
          onCancel={close}
          onSave={(account) => list.put(editing, account, close)}
        />
      )}
      confirm={(a) => ({
        title: msg.bankAccountDeleteTitle,
        body: msg.bankAccountDeleteBody(a.bankName, a.accountNumber),
      })}
      onDelete={list.remove}
      deletePending={list.pending}
    />
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
  // An imported account may carry a type the list no longer offers: keep it selectable.
  const types =
    initial && !msg.accountTypes.includes(initial.accountType)
      ? [initial.accountType, ...msg.accountTypes]
      : msg.accountTypes;
  return (
    <FormDialog
      title={initial ? msg.bankAccountEditTitle : msg.bankAccountNew}
      onClose={onCancel}
      onSubmit={form.handleSubmit(onSave)}
      pending={pending}
      saveLabel={msg.settingsSave}
    >
      <TextField label={msg.bankNameLabel} {...form.register("bankName")} error={errors.bankName?.message} />
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
    </FormDialog>
  );
}
