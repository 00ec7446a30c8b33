import { forwardRef, type SelectHTMLAttributes } from "react";
import { msg } from "../../domain/kernel/messages";
import { PAYMENT_METHODS, paymentMethodLabel } from "../../domain/reports/reports";
import { paymentTypeLabel } from "../../domain/sales/payments";
import { SelectField } from "../ui/field";

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { error?: string };

/** 'Abono al Crédito' / 'Pago Completo' (docs/product/states.md), for the order dialog and Registrar Venta. */
export const PaymentTypeSelect = forwardRef<HTMLSelectElement, SelectProps>(
  function PaymentTypeSelect(props, ref) {
    return (
      <SelectField ref={ref} label={msg.paymentTypeLabel} {...props}>
        <option value="partial">{paymentTypeLabel("partial")}</option>
        <option value="full">{paymentTypeLabel("full")}</option>
      </SelectField>
    );
  },
);

/** 'Efectivo' / 'Transferencia' / 'Tarjeta' (docs/decisions/0252): how the money came in; Efectivo by default. */
export const PaymentMethodSelect = forwardRef<HTMLSelectElement, SelectProps & { label?: string }>(
  function PaymentMethodSelect({ label = msg.paymentMethodLabel, ...props }, ref) {
    return (
      <SelectField ref={ref} label={label} {...props}>
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {paymentMethodLabel(method)}
          </option>
        ))}
      </SelectField>
    );
  },
);
