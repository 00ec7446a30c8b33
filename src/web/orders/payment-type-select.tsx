import { msg } from "../../domain/messages";
import { paymentTypeLabel } from "../../domain/payments";
import type { PaymentType } from "../../domain/sale";
import { SelectField } from "../ui/field";

/** 'Abono al Crédito' / 'Pago Completo' (docs/product/states.md), for the order dialog and Registrar Venta. */
export function PaymentTypeSelect({
  value,
  onChange,
}: {
  value: PaymentType;
  onChange: (type: PaymentType) => void;
}) {
  return (
    <SelectField
      label={msg.paymentTypeLabel}
      value={value}
      onChange={(e) => onChange(e.target.value as PaymentType)}
    >
      <option value="partial">{paymentTypeLabel("partial")}</option>
      <option value="full">{paymentTypeLabel("full")}</option>
    </SelectField>
  );
}
