/** The Spanish texts of returns and notas de crédito (docs/decisions/0249). */
export const returnsMessages = {
  returnsLine: "Devoluciones",
  statusLabels: { Solicitada: "Solicitada", Aplicada: "Aplicada", Rechazada: "Rechazada" } as Record<
    string,
    string
  >,
  destinationLabels: {
    stock: "A stock para la venta",
    dañado: "Dañado / taller (no se vende)",
  } as Record<string, string>,
  returnNumber: (n: number) => `DEV-${String(n).padStart(4, "0")}`,
  // Refusals
  notReturnable: "Solo se puede devolver una venta entregada o completada.",
  serviceSale: "Una reparación se gestiona desde Servicio, no con una devolución.",
  nothingChosen: "Elija al menos una línea y la cantidad a devolver.",
  lineUnknown: "Una de las líneas elegidas no es de esta venta.",
  quantityInvalid: (name: string, max: number) =>
    `La cantidad a devolver de ${name} debe ser un número entero entre 1 y ${max}.`,
  serialsNeeded: (name: string, count: number) =>
    `${name}: indique los ${count} número(s) de serie que el cliente devuelve.`,
  reasonRequired: "Indique el motivo de la devolución.",
  outsideWindow: (days: number, lastDay: string) =>
    `El plazo de devolución de ${days} días terminó el ${lastDay}. Un administrador puede aceptarla indicando el motivo.`,
  lateReasonRequired: "Indique por qué se acepta la devolución fuera del plazo.",
  refundTooLarge: (max: string) =>
    `El reembolso no puede superar ${max}, el saldo a favor que crea esta devolución.`,
  refundInvalid: "El reembolso debe ser un monto de cero o más.",
  invoicedNeedsCreditNoteRange:
    "La venta tiene factura: registre y active un rango CAI de notas de crédito en Configuración › Facturación antes de devolver.",
  requestNotPending: "Esta devolución ya fue resuelta.",
  rejectReasonRequired: "Indique por qué se rechaza la devolución.",
  returnWindowLabel: "Plazo de devolución (días)",
  returnWindowHint:
    "Días después de la entrega en que el cliente puede devolver o cambiar. Un administrador puede aceptar una devolución fuera de plazo indicando el motivo.",
  returnWindowInvalid: "El plazo de devolución debe ser un número entero de 0 a 365 días.",
  // History and notices
  historyReturn: (number: string, lines: string, value: string, total: string) =>
    `${number}: ${lines}. Valor devuelto ${value}; nuevo total ${total}.`,
  historyLate: (reason: string) => ` Fuera de plazo: ${reason}.`,
  historyRequested: (number: string, lines: string) => `${number} solicitada: ${lines}.`,
  historyRejected: (number: string, reason: string) => `${number} rechazada: ${reason}.`,
  lineSummary: (quantity: number, name: string, destination: string) =>
    `${quantity} × ${name} (${destination})`,
  requestTitle: "Devolución por aprobar",
  requestBody: (seller: string, number: string, order: string) =>
    `${seller} pide aprobar la devolución ${number} de la venta ${order}.`,
  applied: (number: string) => `Devolución ${number} registrada.`,
  requested: (number: string) => `Devolución ${number} enviada para aprobación de un administrador.`,
  rejected: (number: string) => `Devolución ${number} rechazada.`,
  // The order dialog's return screens
  returnButton: "Devolver",
  dialogTitle: (order: string) => `Devolución de la orden #${order}`,
  linesLegend: "Qué devuelve el cliente",
  lineBought: (bought: number, returned: number) =>
    returned > 0 ? `Comprado: ${bought} · Ya devuelto: ${returned}` : `Comprado: ${bought}`,
  quantityLabel: (name: string) => `Cantidad a devolver de ${name}`,
  quantityOf: (max: number) => `de ${max}`,
  fewer: (name: string) => `Una unidad menos de ${name}`,
  more: (name: string) => `Una unidad más de ${name}`,
  serialsLegend: (name: string) => `Relojes de ${name} que devuelve`,
  serialFilterLabel: "Buscar número de serie",
  serialFilterEmpty: "Ningún número de serie de esta venta coincide.",
  noSerialsHeld: "La venta no tiene relojes con número de serie en esta línea.",
  lineFullyReturned: "Ya devuelta por completo.",
  nothingLeft: "Todas las unidades de esta venta ya fueron devueltas.",
  destinationLabel: (name: string) => `Destino de ${name}`,
  reasonLabel: "Motivo de la devolución",
  reasonPlaceholder: "Ej.: no le quedó la correa, llegó con un defecto",
  windowUntil: (lastDay: string) => `Se puede devolver hasta el ${lastDay}.`,
  windowEnded: (days: number, lastDay: string) =>
    `El plazo de devolución de ${days} días terminó el ${lastDay}.`,
  lateReasonLabel: "Motivo fuera de plazo",
  lateOnlyAdmin: "Solo un administrador puede aceptar una devolución fuera de plazo.",
  moneySection: "Dinero",
  previewValue: "Valor de la devolución",
  previewNewTotal: "Nuevo total de la venta",
  previewOwes: "El cliente aún debe",
  previewCredit: "Saldo a favor después de la devolución",
  previewPending: "Elija qué devuelve para ver cuánto vale.",
  refundNowLabel: "Reembolsar ahora (L.)",
  refundAll: (amount: string) => `Reembolsar todo (${amount})`,
  refundMethodLabel: "Método del reembolso",
  refundDateLabel: "Fecha del reembolso",
  staysAsCredit: (amount: string) => `${amount} queda como saldo a favor del cliente.`,
  noRefundPossible: "La devolución no deja saldo a favor: no hay nada que reembolsar.",
  sellerNote:
    "Su devolución quedará como Solicitada hasta que un administrador la apruebe y decida el dinero.",
  reviewButton: "Revisar devolución",
  sendRequestButton: "Enviar para aprobación",
  confirmTitle: "Confirmar devolución",
  confirmButton: "Confirmar devolución",
  backButton: "Volver",
  cancelButton: "Cancelar",
  outcome: (o: {
    value: string;
    total: string;
    refund: string | null;
    method: string;
    date: string;
    credit: string | null;
    owes: string | null;
  }) =>
    `Se devuelven ${o.value} y el total de la venta queda en ${o.total}` +
    (o.refund ? `; se reembolsan ${o.refund} en ${o.method} el ${o.date}` : "") +
    (o.credit ? `; ${o.credit} queda como saldo a favor` : "") +
    (o.owes ? `; el cliente aún debe ${o.owes}` : "") +
    ".",
  sellerOutcome: (value: string) =>
    `Se enviará a un administrador una devolución por ${value}; nada cambia hasta que la apruebe.`,
  failure: (message: string) => `No se registró la devolución: ${message}`,
  // The sale's returns
  listTitle: "Devoluciones",
  loadingReturns: "Cargando devoluciones…",
  loadFailed: "No se pudieron cargar las devoluciones de esta venta.",
  colNumber: "Número",
  colDate: "Fecha",
  colLines: "Líneas",
  colValue: "Valor",
  colRefund: "Reembolso",
  colCredit: "Saldo a favor",
  colStatus: "Estado",
  colWho: "Quién",
  refundWith: (amount: string, method: string) => `${amount} (${method})`,
  noRefund: "Sin reembolso",
  creditNoteLabel: "Nota de crédito",
  requestedBy: (name: string) => `Pidió ${name}`,
  decidedBy: (name: string) => `Resolvió ${name}`,
  lateNote: (reason: string) => `Fuera de plazo: ${reason}`,
  rejectedNote: (reason: string) => `Rechazada: ${reason}`,
  applyButton: "Aplicar",
  rejectButton: "Rechazar",
  applyTitle: (number: string) => `Aplicar la devolución ${number}`,
  rejectTitle: (number: string) => `Rechazar la devolución ${number}`,
  rejectReasonLabel: "Motivo del rechazo",
  rejectConfirm: "Rechazar devolución",
  decideFailure: (message: string) => `No se resolvió la devolución: ${message}`,
} as const;
