import { msg } from "../../domain/messages";
import { paymentTypeLabel } from "../../domain/payments";
import { PAYMENT_METHODS, type PaymentMethod, paymentMethodLabel } from "../../domain/reports";
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

/** 'Efectivo' / 'Transferencia' / 'Tarjeta' (docs/decisions/0090): how the money came in; Efectivo by default. */
export function PaymentMethodSelect({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <SelectField
      label={msg.paymentMethodLabel}
      value={value}
      onChange={(e) => onChange(e.target.value as PaymentMethod)}
    >
      {PAYMENT_METHODS.map((method) => (
        <option key={method} value={method}>
          {paymentMethodLabel(method)}
        </option>
      ))}
    </SelectField>
  );
}
