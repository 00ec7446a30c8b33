import { type AdminSettings, type CarrierView, carrier } from "../../contracts/settings/settings";
import { msg } from "../../domain/kernel/messages";
import { useContractForm } from "../lib/use-contract-form";
import { TextField } from "../ui/field";
import { FormDialog } from "../ui/form-dialog";
import { SettingsListTab, useSettingsDocumentList } from "./settings-list-tab";

/** Transportistas: the order dialog offers them and fills the tracking URL from the template. */
export function CarriersTab({ settings }: { settings: AdminSettings }) {
  const carriers = settings.carriers;
  const list = useSettingsDocumentList("carriers", carriers, msg.carriersSaved);
  return (
    <SettingsListTab
      title={msg.settingsTabCarriers}
      addLabel={msg.carrierAdd}
      items={carriers}
      emptyText={msg.carriersEmpty}
      testId="carriers"
      rowKey={(c) => c.name}
      rowLabel={(c) => c.name}
      row={(c) => (
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{c.name}</p>
          <p className="truncate font-mono text-sm text-muted">{c.trackingUrlTemplate || "—"}</p>
        </div>
      )}
      dialog={(editing, close) => (
        <CarrierDialog
          initial={editing?.item ?? null}
          // A carrier's name is how a sale names it: two may not share one, whatever the case.
          taken={carriers.filter((_, i) => i !== editing?.index).map((c) => c.name.toLowerCase())}
          pending={list.pending}
          onCancel={close}
          onSave={(c) => list.put(editing, c, close)}
        />
      )}
      confirm={(c) => ({ title: msg.carrierDeleteTitle(c.name), body: msg.carrierDeleteBody })}
      onDelete={list.remove}
      deletePending={list.pending}
    />
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
    <FormDialog
      title={initial ? msg.carrierEditTitle : msg.carrierNew}
      onClose={onCancel}
      onSubmit={submit}
      pending={pending}
      saveLabel={msg.settingsSave}
    >
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
    </FormDialog>
  );
}
