import { useState } from "react";
import { type AdminSettings, type CarrierView, carrier } from "../../contracts/settings";
import { msg } from "../../domain/messages";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { TextField } from "../ui/field";
import { ConfirmDialog } from "./confirm-dialog";
import { EmptyState, RowActions, TabSection } from "./parts";
import { toastSaveError, useSaveSettings } from "./use-settings";

/** Transportistas: the order dialog offers them and fills the tracking URL from the template. */
export function CarriersTab({ settings }: { settings: AdminSettings }) {
  const carriers = settings.carriers;
  const save = useSaveSettings(msg.carriersSaved);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const write = (next: CarrierView[], done: () => void) =>
    save.mutate({ carriers: next }, { onSuccess: done, onError: toastSaveError });
  const current = deleting !== null ? carriers[deleting] : undefined;
  return (
    <TabSection
      title={msg.settingsTabCarriers}
      action={<Button onClick={() => setEditing("new")}>{msg.carrierAdd}</Button>}
    >
      {carriers.length === 0 ? (
        <EmptyState>{msg.carriersEmpty}</EmptyState>
      ) : (
        <ul
          className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface"
          data-testid="carriers"
        >
          {carriers.map((c, i) => (
            <li key={c.name} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{c.name}</p>
                <p className="truncate font-mono text-sm text-muted">{c.trackingUrlTemplate || "—"}</p>
              </div>
              <RowActions label={c.name} onEdit={() => setEditing(i)} onDelete={() => setDeleting(i)} />
            </li>
          ))}
        </ul>
      )}
      {editing !== null ? (
        <CarrierDialog
          initial={editing === "new" ? null : (carriers[editing] ?? null)}
          taken={carriers.filter((_, i) => i !== editing).map((c) => c.name.toLowerCase())}
          pending={save.isPending}
          onCancel={() => setEditing(null)}
          onSave={(c) =>
            write(
              editing === "new" ? [...carriers, c] : carriers.map((x, i) => (i === editing ? c : x)),
              () => setEditing(null),
            )
          }
        />
      ) : null}
      <ConfirmDialog
        open={current !== undefined}
        title={current ? msg.carrierDeleteTitle(current.name) : ""}
        body={msg.carrierDeleteBody}
        pending={save.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          write(
            carriers.filter((_, i) => i !== deleting),
            () => setDeleting(null),
          )
        }
      />
    </TabSection>
  );
}

function CarrierDialog({
  initial,
  taken,
  pending,
  onSave,
  onCancel,
}: {
  initial: CarrierView | null;
  taken: string[];
  pending: boolean;
  onSave: (c: CarrierView) => void;
  onCancel: () => void;
}) {
  const form = useContractForm(carrier, initial ?? { name: "", trackingUrlTemplate: "" });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((c) => {
    if (taken.includes(c.name.toLowerCase())) {
      form.setError("name", { type: "server", message: msg.carrierNameTaken });
      return;
    }
    onSave(c);
  });
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onCancel()}
      title={initial ? msg.carrierEditTitle : msg.carrierNew}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextField label={msg.carrierNameLabel} {...form.register("name")} error={errors.name?.message} />
        <div>
          <TextField
            label={msg.carrierTemplateLabel}
            type="url"
            placeholder="https://"
            {...form.register("trackingUrlTemplate")}
            error={errors.trackingUrlTemplate?.message}
          />
          <p className="mt-1 text-sm text-muted">{msg.carrierTemplateHint}</p>
        </div>
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
