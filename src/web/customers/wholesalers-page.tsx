import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Route, Routes } from "react-router";
import { type CreateWholesalerInput, createWholesalerInput } from "../../contracts/accounts";
import { msg } from "../../domain/messages";
import { apiQuery, call, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { useShippingLocations } from "../shipping";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { SelectField, TextField } from "../ui/field";
import { AccountList } from "./account-list";
import { CustomerAccountPage } from "./customer-account-page";
import { SearchBox, useListParams } from "./list-parts";

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
  const { q, page, set } = useListParams();
  const [creating, setCreating] = useState(false);
  const list = useQuery(apiQuery("listWholesalers", { query: { q, page } }));
  return (
    <section className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox label={msg.customersSearch} value={q} onSearch={(text) => set({ q: text })} />
        <Button onClick={() => setCreating(true)}>
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          {msg.createWholesaler}
        </Button>
      </div>
      <AccountList
        testId="wholesalers"
        rows={list.data?.items}
        count={list.data?.count ?? 0}
        page={page}
        onPage={(p) => set({ page: p })}
        isPending={list.isPending}
        empty={msg.wholesalersEmpty}
        column="balance"
        detail={(row) => `/admin/wholesalers/${row.id}`}
      />
      <CreateWholesalerDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}

const EMPTY: CreateWholesalerInput = { name: "", email: "", password: "", phone: "", city: "" };

function CreateWholesalerDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const cities = useShippingLocations();
  const form = useContractForm(createWholesalerInput, EMPTY);
  const { errors } = form.formState;
  const create = useMutation({
    mutationFn: (body: CreateWholesalerInput) => call("createWholesaler", { body }),
    onSuccess: (r) => {
      toast.success(r.message);
      void queryClient.invalidateQueries({ queryKey: topicKey("users") });
      form.reset(EMPTY);
      onOpenChange(false);
    },
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={msg.createWholesaler}>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((body) =>
          create.mutateAsync(body).catch((e) => showSaveError(form, e, msg.saveFailure)),
        )}
      >
        <TextField label={msg.fullNameLabel} error={errors.name?.message} {...form.register("name")} />
        <TextField
          label={msg.emailLabel}
          type="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <TextField
          label={msg.passwordLabel}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <TextField
          label={msg.phoneLabel}
          type="tel"
          error={errors.phone?.message}
          {...form.register("phone")}
        />
        <SelectField label={msg.cityLabel} error={errors.city?.message} {...form.register("city")}>
          <option value="">{msg.cityPlaceholder}</option>
          {cities.data
            ?.filter((c) => c.isActive)
            .map((c) => (
              <option key={c.id}>{c.city}</option>
            ))}
        </SelectField>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {msg.cancel}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {msg.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
