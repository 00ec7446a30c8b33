import { type CashRegisterRow, registerInput } from "../../contracts/cash-drawer/cash-drawer";
import { call } from "../lib/api";
import { toast } from "../lib/toast";
import { useContractForm } from "../lib/use-contract-form";
import { TextField } from "../ui/field";
import { FormDialog } from "../ui/form-dialog";
import { useDrawerMutation } from "./drawer-queries";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { showRefusal } from "./parts";

/**
 * A register named or renamed. The name's rules are the contract's (required, up to 60
 * characters); one already taken is the server's refusal, shown under the name.
 */
export function RegisterDialog({
  register,
  onClose,
}: {
  register: CashRegisterRow | null;
  onClose: () => void;
}) {
  const form = useContractForm(registerInput, { name: register?.name ?? "" });
  const save = useDrawerMutation(({ name }: { name: string }) =>
    register
      ? call("updateCashRegister", { params: { id: register.id }, body: { name } })
      : call("createCashRegister", { body: { name } }),
  );
  return (
    <FormDialog
      title={register ? t.renameTitle : t.newRegisterTitle}
      onClose={onClose}
      pending={save.isPending}
      onSubmit={form.handleSubmit((body) =>
        save.mutate(body, {
          onSuccess: (row) => {
            toast.success(t.registerSaved(row.name));
            onClose();
          },
          onError: (error) => showRefusal(form, error, "name"),
        }),
      )}
    >
      <TextField
        label={t.nameLabel}
        autoComplete="off"
        maxLength={80}
        {...form.register("name")}
        error={form.formState.errors.name?.message}
      />
    </FormDialog>
  );
}
