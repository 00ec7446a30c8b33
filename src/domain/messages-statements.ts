import type { PaymentMethod } from "./reports";
import type { StatementLineKind } from "./statement";

const METHOD: Record<PaymentMethod, string> = {
  efectivo: "efectivo",
  transferencia: "transferencia",
  tarjeta: "tarjeta",
};

const LINE: Record<StatementLineKind, (order: string) => string> = {
  sale: (order) => `Venta #${order}`,
  payment: (order) => `Pago a la venta #${order}`,
  refund: (order) => `Reembolso de la venta #${order}`,
  manualPaid: (order) => `Pagado registrado a mano en la venta #${order}`,
  cancelled: (order) => `Venta #${order} cancelada: su saldo se anula`,
  reactivated: (order) => `Venta #${order} reactivada`,
  overpaid: (order) => `Ajuste: pago en exceso de la venta #${order} (no se abona a otras ventas)`,
  whileCancelled: (order) => `Ajuste: la venta #${order} está cancelada y no genera saldo`,
};

/** Spanish texts of the customer account statement: screen, PDF and WhatsApp (docs/decisions/0093–0094). */
export const statementMsg = {
  title: "Estado de cuenta",
  fromLabel: "Desde",
  toLabel: "Hasta",
  show: "Ver",
  opening: "Saldo inicial",
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
  lineText: (kind: StatementLineKind, order: string, method?: PaymentMethod) =>
    kind === "payment" && method ? `${LINE.payment(order)} (${METHOD[method]})` : LINE[kind](order),
  whatsappText: (customer: string, store: string, from: string, to: string, closing: string, url: string) =>
    `Estimado(a) ${customer}, reciba un cordial saludo de ${store}. Le compartimos su estado de cuenta del ${from} al ${to}; su saldo al ${to} es de ${closing}. Puede verlo y descargarlo aquí: ${url}`,
  linkInvalidTitle: "Enlace no válido",
  linkInvalid:
    "Este enlace al estado de cuenta no es válido. Verifique que lo copió completo o solicite uno nuevo a la tienda.",
  linkExpiredTitle: "Enlace vencido",
  linkExpired: (date: string) =>
    `Este enlace al estado de cuenta venció el ${date}. Solicite uno nuevo a la tienda.`,
} as const;
