import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { type SignUpInput, signUpInput } from "../../contracts/auth/auth";
import { commonMessages } from "../../domain/kernel/messages-common";
import { apiQuery } from "../lib/api";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { SelectField, TextField } from "../ui/field";
import { toastFirstError } from "./form-errors";
import { useSignUp } from "./use-sign-up";

const FIELD_ORDER = ["name", "email", "password", "phone", "city"] as const;

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const signUp = useSignUp();
  // The platform knows no feature: the cities come through the typed client (the same query key
  // as the shipping feature's list, so both read one cache entry).
  const locations = useQuery(apiQuery("listShippingLocations"));
  const cities = useMemo(
    () =>
      (locations.data ?? [])
        .filter((location) => location.isActive !== false)
        .map((location) => location.city)
        .sort((a, b) => a.localeCompare(b, "es")),
    [locations.data],
  );
  const { register, handleSubmit } = useContractForm(signUpInput, {
    name: "",
    email: "",
    password: "",
    phone: "",
    city: "",
  });

  const onValid = async (values: SignUpInput) => {
    try {
      await signUp.mutateAsync(values);
      onRegistered();
    } catch {
      // The hook already told the person (toast).
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit(onValid, (errors) => toastFirstError(errors, FIELD_ORDER))}
    >
      <TextField label={commonMessages.fullNameLabel} autoComplete="name" required {...register("name")} />
      <TextField
        label={commonMessages.emailLabel}
        type="email"
        autoComplete="email"
        required
        {...register("email")}
      />
      <TextField
        label={commonMessages.passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        {...register("password")}
      />
      <TextField
        label={commonMessages.phoneLabel}
        type="tel"
        autoComplete="tel"
        required
        {...register("phone")}
      />
      {/* No native `required` check runs (noValidate): a missing city must reach our toast (docs/product/validation.md). */}
      <SelectField label={commonMessages.cityLabel} required {...register("city")}>
        <option value="">{commonMessages.cityPlaceholder}</option>
        {cities.map((city) => (
          <option key={city} value={city}>
            {city}
          </option>
        ))}
      </SelectField>
      <Button type="submit" className="mt-2 w-full" disabled={signUp.isPending} data-testid="auth-submit">
        {commonMessages.registerTitle}
      </Button>
    </form>
  );
}
