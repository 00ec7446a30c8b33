import { type Control, Controller, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { MoneyField } from "../ui/money-field";

/**
 * A money field of a contract form (useContractForm): MoneyField bound to the form's amount in
 * centavos, showing that amount's Spanish refusal under it.
 */
export function FormMoneyField<T extends FieldValues, Out>({
  control,
  name,
  ...shown
}: {
  control: Control<T, unknown, Out>;
  name: FieldPathByValue<T, number | undefined>;
  label: string;
  placeholder?: string;
  cents?: boolean;
  optional?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyField
          {...shown}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
