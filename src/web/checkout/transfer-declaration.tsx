import { useQueryClient } from "@tanstack/react-query";
import { FileCheck2 } from "lucide-react";
import { useState } from "react";
import type { BankAccountView } from "../../contracts/settings/settings";
import {
  declareTransferInput,
  type TransferDeclaration,
  transferDeclaration,
} from "../../contracts/transfers/transfers";
import { formatShopDate, shopDay } from "../../domain/kernel/shop-calendar";
import { transferMsg } from "../../domain/transfers/messages-transfers";
import { call, errorMessage, operationUrl, postMultipart, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { SelectField, TextField } from "../ui/field";

const PROOF_TYPES = "image/jpeg,image/png,image/webp,application/pdf";

/** Sends the comprobante (multipart, contract `addTransferProof`); the server judges its bytes. */
function uploadProof(orderId: string, file: File): Promise<TransferDeclaration> {
  const form = new FormData();
  form.append("proof", file, file.name);
  return postMultipart(
    operationUrl("addTransferProof", { params: { id: orderId } }),
    form,
    transferMsg.proofInvalid,
    (body) => transferDeclaration.parse(body),
  );
}

/**
 * After a transfer order, its buyer says into which of the store's accounts they paid, the bank's
 * reference and the day, and may attach the comprobante. Until staff verify it, the order reads
 * "Transferencia en verificación"; what was said can be corrected meanwhile.
 */
export function TransferDeclarationPanel({
  orderId,
  accounts,
  transfer,
}: {
  orderId: string;
  accounts: BankAccountView[];
  transfer: TransferDeclaration | null;
}) {
  const [editing, setEditing] = useState(false);
  if (transfer && !editing) {
    return <DeclaredTransfer orderId={orderId} transfer={transfer} onEdit={() => setEditing(true)} />;
  }
  return (
    <DeclareForm orderId={orderId} accounts={accounts} transfer={transfer} onDone={() => setEditing(false)} />
  );
}

function DeclaredTransfer({
  orderId,
  transfer,
  onEdit,
}: {
  orderId: string;
  transfer: TransferDeclaration;
  onEdit: () => void;
}) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const attach = async (file: File | undefined) => {
    if (!file) return;
    setSending(true);
    try {
      await uploadProof(orderId, file);
      await queryClient.invalidateQueries({ queryKey: topicKey("sales") });
      toast.success(transferMsg.proofAttached);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <section
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5"
      aria-labelledby="transfer-declared"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="transfer-declared" className="font-display text-xl font-semibold">
          {transferMsg.declaredTitle}
        </h2>
        <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
          {transferMsg.verifying}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{transferMsg.bankLabel}</dt>
        <dd>
          {transfer.bankName} · <span className="font-mono">{transfer.accountNumber}</span>
        </dd>
        <dt className="text-muted">{transferMsg.referenceLabel}</dt>
        <dd className="font-mono font-semibold" data-testid="declared-reference">
          {transfer.reference}
        </dd>
        <dt className="text-muted">{transferMsg.paidOnLabel}</dt>
        <dd>{formatShopDate(transfer.paidOn)}</dd>
        <dt className="text-muted">{transferMsg.proofTitle}</dt>
        <dd className="flex items-center gap-1">
          {transfer.proofType ? (
            <>
              <FileCheck2 className="h-4 w-4 text-green-600" aria-hidden="true" />
              {transferMsg.proofAttached}
            </>
          ) : (
            transferMsg.noProof
          )}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <label className="inline-flex h-10 cursor-pointer items-center rounded-lg border border-border px-4 text-sm font-medium hover:bg-surface-2 focus-within:ring-2 focus-within:ring-ring/30">
          {transfer.proofType ? transferMsg.replaceProof : transferMsg.attachProof}
          <input
            type="file"
            accept={PROOF_TYPES}
            className="sr-only"
            disabled={sending}
            onChange={(e) => void attach(e.target.files?.[0])}
          />
        </label>
        <Button variant="ghost" onClick={onEdit}>
          {transferMsg.editDeclaration}
        </Button>
      </div>
    </section>
  );
}

function DeclareForm({
  orderId,
  accounts,
  transfer,
  onDone,
}: {
  orderId: string;
  accounts: BankAccountView[];
  transfer: TransferDeclaration | null;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const form = useContractForm(declareTransferInput, {
    accountNumber: transfer?.accountNumber ?? (accounts.length === 1 ? accounts[0]!.accountNumber : ""),
    reference: transfer?.reference ?? "",
    paidOn: transfer?.paidOn ?? shopDay(new Date()),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (body) => {
    setSending(true);
    try {
      await call("declareTransfer", { params: { id: orderId }, body });
      if (file) {
        try {
          await uploadProof(orderId, file);
        } catch (error) {
          toast.error(errorMessage(error));
        }
      }
      await queryClient.invalidateQueries({ queryKey: topicKey("sales") });
      toast.success(transferMsg.declared);
      onDone();
    } catch (error) {
      showSaveError(form, error);
    } finally {
      setSending(false);
    }
  });
  return (
    <section
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5"
      aria-labelledby="transfer-declare"
    >
      <h2 id="transfer-declare" className="font-display text-xl font-semibold">
        {transferMsg.declareTitle}
      </h2>
      <p className="text-sm text-muted">{transferMsg.declareIntro}</p>
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
        <SelectField
          label={transferMsg.accountLabel}
          error={errors.accountNumber?.message}
          {...form.register("accountNumber")}
        >
          <option value="">{transferMsg.accountPlaceholder}</option>
          {accounts.map((a) => (
            <option key={a.accountNumber} value={a.accountNumber}>
              {a.bankName} · {a.accountNumber}
            </option>
          ))}
        </SelectField>
        <TextField
          label={transferMsg.referenceLabel}
          autoComplete="off"
          inputMode="text"
          error={errors.reference?.message}
          {...form.register("reference")}
        />
        <TextField
          label={transferMsg.paidOnLabel}
          type="date"
          max={shopDay(new Date())}
          error={errors.paidOn?.message}
          {...form.register("paidOn")}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="transfer-proof" className="text-sm font-medium text-fg">
            {transferMsg.proofLabel}
          </label>
          <input
            id="transfer-proof"
            type="file"
            accept={PROOF_TYPES}
            className="text-sm file:mr-3 file:h-10 file:rounded-lg file:border file:border-border file:bg-surface-2 file:px-3 file:text-fg"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" variant="primary" disabled={sending}>
            {transferMsg.declareSubmit}
          </Button>
          {transfer ? (
            <Button variant="ghost" onClick={onDone}>
              {transferMsg.cancelEdit}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
