import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CustomerRecordInput, customerRecordInput } from "../../contracts/customers";
import { msg } from "../../domain/messages";
import { call, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { TextField } from "../ui/field";

const EMPTY: CustomerRecordInput = {
  name: "",
  phone: "",
  email: "",
  city: "",
  address: "",
  rtn: "",
  notes: "",
};

/** Add or edit a manual customer (docs/decisions/0060): only the name is required. */
export function CustomerFormDialog({
  open,
  onOpenChange,
  customer,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record being edited; none to add one. */
  customer?: { id: string } & CustomerRecordInput;
  onSaved?: (id: string) => void;
}) {
  const queryClient = useQueryClient();
  const { id, ...values } = customer ?? { id: null, ...EMPTY };
  const form = useContractForm(customerRecordInput, { ...EMPTY, ...values });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (body: CustomerRecordInput) =>
      id ? call("updateCustomer", { params: { id }, body }) : call("createCustomer", { body }),
    onSuccess: (r) => {
      toast.success(r.message);
      void queryClient.invalidateQueries({ queryKey: topicKey("customers") });
      void queryClient.invalidateQueries({ queryKey: topicKey("sales") });
      if (!id) form.reset(EMPTY);
      onOpenChange(false);
      onSaved?.(r.id);
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={id ? msg.editCustomer : msg.addCustomer}
      className="max-w-xl"
    >
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={form.handleSubmit((body) =>
          save.mutateAsync(body).catch((e) => showSaveError(form, e, msg.saveFailure)),
        )}
      >
        <div className="sm:col-span-2">
          <TextField label={msg.customerNameLabel} error={errors.name?.message} {...form.register("name")} />
        </div>
        <TextField
          label={msg.phoneLabel}
          type="tel"
          error={errors.phone?.message}
          {...form.register("phone")}
        />
        <TextField
          label={msg.emailLabel}
          type="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <TextField label={msg.cityLabel} error={errors.city?.message} {...form.register("city")} />
        <TextField
          label={msg.customerRtnLabel}
          inputMode="numeric"
          error={errors.rtn?.message}
          {...form.register("rtn")}
        />
        <div className="sm:col-span-2">
          <TextField
            label={msg.saleAddressLabel}
            error={errors.address?.message}
            {...form.register("address")}
          />
        </div>
        <div className="sm:col-span-2">
          <TextField
            label={msg.customerNotesLabel}
            error={errors.notes?.message}
            {...form.register("notes")}
          />
        </div>
        <div className="flex justify-end gap-3 sm:col-span-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {msg.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {msg.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
