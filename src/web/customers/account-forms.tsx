import { useMutation, useQueryClient } from "@tanstack/react-query";
import { forwardRef, type SelectHTMLAttributes } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { msg } from "../../domain/kernel/messages";
import { errorMessage, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { showSaveError } from "../lib/use-contract-form";
import { useShippingLocations } from "../shipping";
import { SelectField, TextField } from "../ui/field";

/**
 * One change to people's accounts (create, edit, reset, disable, delete): the server's answer is
 * the toast, and every list an account shows in (users, customers, their sales) refetches.
 * `reportErrors` off when a form shows the refusal itself (useAccountForm).
 */
export function useAccountMutation<T, R extends { message: string }>(
  fn: (input: T) => Promise<R>,
  after?: (answer: R) => void,
  reportErrors = true,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (r) => {
      toast.success(r.message);
      after?.(r);
    },
    onError: reportErrors ? (e) => toast.error(errorMessage(e)) : undefined,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: topicKey("users") });
      void queryClient.invalidateQueries({ queryKey: topicKey("customers") });
      void queryClient.invalidateQueries({ queryKey: topicKey("sales") });
    },
  });
}

/**
 * A people form's sending, for `form.handleSubmit(send)`: the answer is a toast; a refused field is
 * marked on the form and said in a toast.
 */
export function useAccountForm<I extends FieldValues, O extends FieldValues, R extends { message: string }>(
  form: UseFormReturn<I, unknown, O>,
  fn: (body: O) => Promise<R>,
  done: (answer: R) => void,
) {
  const save = useAccountMutation(fn, done, false);
  return {
    pending: save.isPending,
    send: (body: O) => save.mutateAsync(body).catch((e) => showSaveError(form, e, msg.saveFailure)),
  };
}

/**
 * Ciudad: the active shipping cities; an account's own city stays listed even when it is no
 * longer shipped to, so editing its name does not silently change its city.
 */
export const CitySelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { error?: string; current?: string | null }
>(function CitySelectField({ current, error, ...props }, ref) {
  const cities = useShippingLocations();
  const options = cities.data?.filter((c) => c.isActive).map((c) => c.city) ?? [];
  if (current && !options.includes(current)) options.unshift(current);
  return (
    <SelectField ref={ref} label={msg.cityLabel} error={error} {...props}>
      <option value="">{msg.cityPlaceholder}</option>
      {options.map((c) => (
        <option key={c}>{c}</option>
      ))}
    </SelectField>
  );
});

/** A field of a person's account, as every people form names it in its contract. */
export type PersonField = "name" | "email" | "password" | "phone" | "city";
type PersonValues = Partial<Record<PersonField, string | null>>;

/**
 * The person fields of a people form (a new staff member, an invitation, a new wholesaler, an
 * account's edit): the ones named in `fields`, always in the same order and with the same labels,
 * registered on the form the dialog holds (docs/decisions/0037). `currentCity` keeps an account's
 * own city listed when it is no longer shipped to.
 */
export function PersonFields<T extends PersonValues>({
  form,
  fields,
  currentCity,
}: {
  form: UseFormReturn<T>;
  fields: readonly PersonField[];
  currentCity?: string | null;
}) {
  const errors = form.formState.errors as Partial<Record<PersonField, { message?: string }>>;
  const field = (name: PersonField) => ({
    error: errors[name]?.message,
    ...form.register(name as Path<T>),
  });
  return (
    <>
      {fields.includes("name") ? <TextField label={msg.fullNameLabel} {...field("name")} /> : null}
      {fields.includes("email") ? (
        <TextField label={msg.emailLabel} type="email" {...field("email")} />
      ) : null}
      {fields.includes("password") ? (
        <TextField
          label={msg.passwordLabel}
          type="password"
          autoComplete="new-password"
          {...field("password")}
        />
      ) : null}
      {fields.includes("phone") ? <TextField label={msg.phoneLabel} type="tel" {...field("phone")} /> : null}
      {fields.includes("city") ? <CitySelectField current={currentCity} {...field("city")} /> : null}
    </>
  );
}
