import { type Centavos, formatMoney } from "../kernel/money";
import type { RecordedPaymentMethod } from "../reports/reports";
import type { StatementLineKind, UnappliedReason } from "./statement";

const METHOD: Record<RecordedPaymentMethod, string> = {
  efectivo: "efectivo",
  transferencia: "transferencia",
  tarjeta: "tarjeta",
  "saldo a favor": "saldo a favor",
};

const LINE: Record<StatementLineKind, (order: string) => string> = {
  sale: (order) => `Venta #${order}`,
  payment: (order) => `Pago a la venta #${order}`,
  refund: (order) => `Reembolso de la venta #${order}`,
  manualPaid: (order) => `Pagado registrado a mano en la venta #${order}`,
  cancelled: (order) => `Venta #${order} cancelada: su saldo se anula`,
  reactivated: (order) => `Venta #${order} reactivada`,
};

const UNAPPLIED: Record<UnappliedReason, string> = {
  overpaid: "en exceso no cambian el saldo (no se abonan a otras ventas)",
  cancelled: "no cambian el saldo porque la venta está cancelada",
};

/** Beyond what the sale owed, a payment becomes Saldo a favor and a refund gives it back (0163). */
const UNAPPLIED_CREDIT: Partial<Record<StatementLineKind, string>> = {
  payment: "en exceso quedan como saldo a favor (no se abonan a otras ventas)",
  refund: "salen del saldo a favor",
};

const unappliedText = (l: StatementLineFacts) =>
  (l.unappliedReason === "overpaid" && UNAPPLIED_CREDIT[l.kind]) || UNAPPLIED[l.unappliedReason!];

/** What a statement line's concept needs: its kind, order, method, and the money that did not count. */
export interface StatementLineFacts {
  kind: StatementLineKind;
  order: string;
  method?: RecordedPaymentMethod | null;
  amount: Centavos;
  unapplied: Centavos;
  unappliedReason: UnappliedReason | null;
}

/** Spanish texts of the customer account statement: screen, PDF and WhatsApp (docs/decisions/0093, 0242). */
export const statementMsg = {
  title: "Estado de cuenta",
  fromLabel: "Desde",
  toLabel: "Hasta",
  show: "Ver",
  opening: "Saldo inicial",
  /** The customer's credit, on its own line next to the balance: never netted into it. */
  creditOn: (day: string) => `Saldo a favor al ${day}`,
  closing: "Saldo final",
  charges: "Cargos",
  credits: "Abonos",
  balance: "Saldo",
  date: "Fecha",
  concept: "Concepto",
  noMovements: "Sin movimientos en este período.",
  downloadPdf: "Descargar PDF",
  shareWhatsapp: "Compartir por WhatsApp",
  sharing: "Preparando enlace…",
  copyLink: "Copiar enlace",
  linkCopied: "Enlace copiado.",
  noPhone: "El cliente no tiene teléfono: copie el enlace y envíelo por otro medio.",
  linkExpires: (date: string) => `El enlace vence el ${date}.`,
  ownSalesOnly: "Solo se incluyen las ventas que usted registró.",
  rangeInvalid: "La fecha inicial debe ser anterior a la final.",
  period: (from: string, to: string) => `Período: ${from} al ${to}`,
  generatedOn: (date: string) => `Generado el ${date}`,
  customer: (name: string) => `Cliente: ${name}`,
  bankAccounts: "Cuentas bancarias para depósitos",
  thanks: "Gracias por su preferencia.",
  pdfTitle: "Estado de cuenta",
  /** 'Pago a la venta #A1 (tarjeta)', and when part of it did not count, how much and why. */
  lineText: (l: StatementLineFacts) => {
    const base =
      l.kind === "payment" && l.method
        ? `${LINE.payment(l.order)} (${METHOD[l.method]})`
        : LINE[l.kind](l.order);
    return l.unappliedReason && l.unapplied
      ? `${base} de ${formatMoney(l.amount)}: ${formatMoney(l.unapplied)} ${unappliedText(l)}`
      : base;
  },
  whatsappText: (customer: string, store: string, from: string, to: string, closing: string, url: string) =>
    `Estimado(a) ${customer}, reciba un cordial saludo de ${store}. Le compartimos su estado de cuenta del ${from} al ${to}; su saldo al ${to} es de ${closing}. Puede verlo y descargarlo aquí: ${url}`,
  linkInvalidTitle: "Enlace no válido",
  linkInvalid:
    "Este enlace al estado de cuenta no es válido. Verifique que lo copió completo o solicite uno nuevo a la tienda.",
  linkExpiredTitle: "Enlace vencido",
  linkExpired: (date: string) =>
    `Este enlace al estado de cuenta venció el ${date}. Solicite uno nuevo a la tienda.`,
} as const;
