import { useQuery } from "@tanstack/react-query";
import { UserPlus, Users } from "lucide-react";
import { useState } from "react";
import type { MergedCustomer } from "../../contracts/customers/customers";
import type { CreateSaleInput } from "../../contracts/sales/orders-admin";
import { msg } from "../../domain/kernel/messages";
import { isRole, isStaff } from "../../domain/kernel/roles";
import { apiQuery } from "../lib/api";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { useDebounced } from "./use-debounced";

export type NewCustomer = { name: string; phone: string; email: string; city: string; address: string };
export const EMPTY_CUSTOMER: NewCustomer = { name: "", phone: "", email: "", city: "", address: "" };

/** What the form sends for the customer: a picked account or record, or a new record inline. */
export function customerInput(
  picked: MergedCustomer | null,
  creating: boolean,
  fresh: NewCustomer,
): CreateSaleInput["customer"] | null {
  if (creating) return { kind: "new", ...fresh };
  if (!picked) return null;
  return picked.kind === "user"
    ? { kind: "user", userId: picked.id }
    : { kind: "customer", customerId: picked.id };
}

/** A staff account in the merged list (staff may buy too): the picker marks it with its role. */
const isStaffAccount = (c: MergedCustomer) => isRole(c.role) && isStaff(c.role);

export function CustomerPicker(props: {
  picked: MergedCustomer | null;
  onPick: (c: MergedCustomer | null) => void;
  creating: boolean;
  onCreating: (v: boolean) => void;
  fresh: NewCustomer;
  onFresh: (c: NewCustomer) => void;
}) {
  const [q, setQ] = useState("");
  const term = useDebounced(q);
  const results = useQuery({
    ...apiQuery("searchCustomers", { query: { q: term } }),
    enabled: !props.creating && !props.picked && term.trim().length >= 2,
  });
  const set = (key: keyof NewCustomer) => (e: { target: { value: string } }) =>
    props.onFresh({ ...props.fresh, [key]: e.target.value });

  return (
    <div className="grid gap-3">
      <fieldset className="flex gap-2">
        <legend className="sr-only">{msg.customerSection}</legend>
        <Button
          variant={props.creating ? "secondary" : "primary"}
          size="sm"
          onClick={() => props.onCreating(false)}
          aria-pressed={!props.creating}
        >
          <Users className="h-4 w-4" aria-hidden="true" />
          {msg.existingCustomer}
        </Button>
        <Button
          variant={props.creating ? "primary" : "secondary"}
          size="sm"
          onClick={() => props.onCreating(true)}
          aria-pressed={props.creating}
        >
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          {msg.newCustomer}
        </Button>
      </fieldset>
      {props.creating ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={msg.customerNameLabel} value={props.fresh.name} onChange={set("name")} required />
          <TextField label={msg.phoneLabel} type="tel" value={props.fresh.phone} onChange={set("phone")} />
          <TextField label={msg.emailLabel} type="email" value={props.fresh.email} onChange={set("email")} />
          <TextField label={msg.cityLabel} value={props.fresh.city} onChange={set("city")} />
          <div className="sm:col-span-2">
            <TextField label={msg.saleAddressLabel} value={props.fresh.address} onChange={set("address")} />
          </div>
        </div>
      ) : props.picked ? (
        <div
          className="flex items-center justify-between gap-2 rounded-lg border border-gold bg-gold-soft px-3 py-2"
          data-testid="picked-customer"
        >
          <span className="text-sm">
            <span className="font-semibold">{props.picked.name}</span>
            <span className="text-muted"> · {props.picked.phone ?? props.picked.email ?? ""}</span>
          </span>
          <Button variant="ghost" size="sm" onClick={() => props.onPick(null)}>
            {msg.remove}
          </Button>
        </div>
      ) : (
        <div>
          <TextField
            label={msg.searchCustomer}
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            autoComplete="off"
          />
          {results.data?.length ? (
            <ul
              className="mt-1 max-h-64 overflow-y-auto rounded-lg border border-border bg-surface"
              aria-label={msg.customerSection}
            >
              {results.data.map((c) => (
                <li key={`${c.kind}-${c.id}`}>
                  <button
                    type="button"
                    className="flex w-full justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-surface-2"
                    onClick={() => props.onPick(c)}
                  >
                    <span className="font-medium">
                      {c.name}
                      {isStaffAccount(c) ? (
                        <span className="ml-2 rounded bg-surface-2 px-1.5 py-0.5 text-xs font-normal text-muted">
                          {msg.roleLabels[c.role]}
                        </span>
                      ) : null}
                    </span>
                    <span className="text-muted">{[c.phone, c.email].filter(Boolean).join(" · ")}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </div>
  );
}
