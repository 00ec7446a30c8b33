import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Route, Routes } from "react-router";
import { type CreateWholesalerInput, createWholesalerInput } from "../../contracts/accounts/accounts";
import { msg } from "../../domain/kernel/messages";
import { call } from "../lib/api";
import { useContractForm } from "../lib/use-contract-form";
import { ImportedLinksButton, SendPasswordLinkButton } from "../mail";
import { Button } from "../ui/button";
import { FormDialog } from "../ui/form-dialog";
import { PersonFields, useAccountForm } from "./account-forms";
import { AccountListScreen } from "./account-list-screen";
import { CustomerAccountPage } from "./customer-account-page";

/** Mayoristas: wholesalers and their balances; create one; a wholesaler's page at :id. */
export function WholesalersPage() {
  return (
    <Routes>
      <Route index element={<WholesalerList />} />
      <Route path=":id" element={<CustomerAccountPage backTo="/admin/wholesalers" />} />
    </Routes>
  );
}

function WholesalerList() {
  const [creating, setCreating] = useState(false);
  return (
    <AccountListScreen
      operation="listWholesalers"
      searchLabel={msg.customersSearch}
      toolbar={
        <>
          <Button onClick={() => setCreating(true)}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            {msg.createWholesaler}
          </Button>
          <ImportedLinksButton />
        </>
      }
      testId="wholesalers"
      empty={msg.wholesalersEmpty}
      column="balance"
      detail={(id) => `/admin/wholesalers/${id}`}
      actions={(row) => <SendPasswordLinkButton account={row} />}
    >
      <CreateWholesalerDialog open={creating} onClose={() => setCreating(false)} />
    </AccountListScreen>
  );
}

const EMPTY: CreateWholesalerInput = { name: "", email: "", password: "", phone: "", city: "" };

function CreateWholesalerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useContractForm(createWholesalerInput, EMPTY);
  const create = useAccountForm(
    form,
    (body) => call("createWholesaler", { body }),
    () => {
      form.reset(EMPTY);
      onClose();
    },
  );
  return (
    <FormDialog
      open={open}
      title={msg.createWholesaler}
      onClose={onClose}
      pending={create.pending}
      onSubmit={form.handleSubmit(create.send)}
    >
      <PersonFields form={form} fields={["name", "email", "password", "phone", "city"]} />
    </FormDialog>
  );
}
