import { type CustomerRecordInput, customerRecordInput } from "../../contracts/customers/customers";
import { msg } from "../../domain/kernel/messages";
import { call } from "../lib/api";
import { useContractForm } from "../lib/use-contract-form";
import { TextField } from "../ui/field";
import { FormDialog } from "../ui/form-dialog";
import { useAccountForm } from "./account-forms";

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
  const { id, ...values } = customer ?? { id: null, ...EMPTY };
  const form = useContractForm(customerRecordInput, { ...EMPTY, ...values });
  const { errors } = form.formState;
  const save = useAccountForm(
    form,
    (body) => (id ? call("updateCustomer", { params: { id }, body }) : call("createCustomer", { body })),
    (r) => {
      if (!id) form.reset(EMPTY);
      onOpenChange(false);
      onSaved?.(r.id);
    },
  );
  return (
    <FormDialog
      open={open}
      title={id ? msg.editCustomer : msg.addCustomer}
      onClose={() => onOpenChange(false)}
      className="max-w-xl"
      twoColumns
      pending={save.pending}
      onSubmit={form.handleSubmit(save.send)}
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
        <TextField label={msg.customerNotesLabel} error={errors.notes?.message} {...form.register("notes")} />
      </div>
    </FormDialog>
  );
}
