/**
 * Texts of the customer credit ("Saldo a favor") and of what a cancelled sale kept
 * (docs/decisions/0251, 0161). Their own file so parallel work on the catalogue does not collide.
 */
export const creditMsg = {
  creditLine: (amount: string) => `Saldo a favor ${amount}`,
  creditLabel: "Saldo a favor",
  keptOnCancelled: (amount: string) => `Pagado y no reembolsado: ${amount}`,
  keptOnCancelledLabel: "Pagado y no reembolsado",
  creditSection: "Saldo a favor y devoluciones",
  availableToReturn: (amount: string) => `Disponible para devolver o aplicar: ${amount}`,
  keptByDefault: "La tienda conserva este monto salvo que lo reembolse o lo aplique a otra orden.",
  refundFailure: (m: string) => `Error al registrar el reembolso: ${m}`,
  applyFailure: (m: string) => `Error al aplicar el saldo a favor: ${m}`,
  chooseTarget: "Seleccione la orden",
  refundAmountLabel: "Monto a reembolsar (L.)",
  applyAmountLabel: "Monto a aplicar (L.)",
  pendingBalance: (amount: string) => `Saldo pendiente: ${amount}`,
  refundCredit: "Reembolsar",
  refundMethodLabel: "Cómo se devuelve",
  refundDateLabel: "Fecha del reembolso",
  refundConfirmTitle: "¿Registrar el reembolso?",
  refundPreview: (amount: string, method: string, day: string, left: string) =>
    `Se registrará un reembolso de ${amount} en ${method} con fecha ${day}. El flujo de caja de ese día lo resta. Quedará por devolver o aplicar: ${left}.`,
  refundConfirm: "Registrar reembolso",
  refundCancel: "Cancelar",
  applyCredit: "Aplicar a otra orden",
  targetSaleLabel: "Orden de destino",
  noOpenSales: "El cliente no tiene otras órdenes con saldo pendiente.",
  creditAmountInvalid: "El monto debe ser mayor que cero.",
  creditTooLarge: (available: string) => `El monto no puede exceder lo disponible de ${available}.`,
  nothingToReturn: "Esta orden no tiene saldo a favor ni pagos por devolver.",
  targetNotOpen: "La orden de destino no tiene saldo pendiente.",
  targetSameSale: "Elija otra orden del mismo cliente.",
  targetOtherCustomer: "La orden de destino debe ser del mismo cliente.",
  creditRefunded: (amount: string) => `Reembolso de ${amount} registrado.`,
  creditApplied: (amount: string, order: string) => `${amount} aplicado a la orden #${order}.`,
  // History entries (dated by the entry itself).
  historyRefund: (amount: string, credit: string) =>
    `Reembolso de ${amount}. Saldo a favor restante: ${credit}.`,
  historyTransferOut: (amount: string, order: string) =>
    `Saldo a favor de ${amount} aplicado a la orden #${order}.`,
  historyTransferIn: (amount: string, order: string) =>
    `Pago de ${amount} con saldo a favor de la orden #${order}.`,
  historyLateCard: (amount: string, credit: string) =>
    `Pago con tarjeta de ${amount} recibido con la orden ya saldada. Saldo a favor: ${credit}.`,
  creditPaymentFixed: "Un pago con saldo a favor no se puede modificar ni eliminar.",
  paymentAlreadyReturned: (out: string) =>
    `Los pagos no pueden quedar por debajo de lo ya reembolsado o aplicado a otra orden (${out}).`,
  totalBelowExtraDiscount: (discount: string) =>
    `El total no puede quedar por debajo del descuento extra de ${discount}. Reduzca primero el descuento extra.`,
  receivablesCreditsLine: "Saldos a favor de clientes",
  // Spending saldo a favor on a new purchase (docs/decisions/0251).
  noCreditToSpend: "No hay saldo a favor disponible para aplicar.",
  signInForCredit: "Inicie sesión para usar su saldo a favor.",
  creditHeld: (free: string) =>
    `Parte del saldo a favor está reservada para un pedido web que espera su pago. Disponible ahora: ${free}.`,
  creditAdminsOnly: "Solo un administrador puede aplicar saldo a favor en una venta.",
  creditNeedsCustomer: "Elija un cliente con saldo a favor para aplicarlo.",
  creditAvailable: (amount: string) => `Saldo a favor disponible: ${amount}`,
  applyCreditLabel: "Aplicar saldo a favor (L.)",
  applyCreditHelp: "Se paga con el saldo a favor del cliente, empezando por sus órdenes más antiguas.",
  useCreditAtCheckout: (amount: string) => `Usar mi saldo a favor (${amount} disponible)`,
  creditAppliedLine: "Saldo a favor aplicado",
  leftToPay: "Por pagar",
} as const;
