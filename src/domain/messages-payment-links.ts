/** Spanish texts of card payment links for a sale's balance (docs/decisions/0120). */
export const paymentLinkMsg = {
  createTitle: "Link de pago con tarjeta",
  createButton: "Crear link de pago",
  creating: "Creando…",
  amountLabel: "Monto a cobrar (L)",
  amountHint: (balance: string) => `Saldo pendiente: ${balance}. Déjelo así para cobrar todo el saldo.`,
  customerAmountNote: (balance: string) => `El link cobra el saldo pendiente completo: ${balance}.`,
  created: "Link de pago creado.",
  expiresAt: (when: string) => `Vence el ${when}.`,
  copy: "Copiar link",
  copied: "Link copiado.",
  shareWhatsapp: "Enviar por WhatsApp",
  noPhone: "El cliente no tiene teléfono registrado; copie el link y compártalo.",
  shareText: (store: string, order: string, amount: string, url: string) =>
    `Hola, le saluda ${store}. Puede pagar ${amount} de su pedido ${order} con tarjeta aquí: ${url}`,
  noBalance: "Esta orden no tiene saldo pendiente.",
  cancelledSale: "No se puede cobrar una orden cancelada.",
  amountInvalid: "Ingrese un monto mayor que cero.",
  amountExceedsBalance: (balance: string) =>
    `El monto no puede ser mayor que el saldo pendiente: ${balance}.`,
  customerFullBalanceOnly: "Solo puede crear un link por el saldo pendiente completo.",
  hoursRange: (min: number, max: number) => `Las horas de vigencia deben estar entre ${min} y ${max}.`,
  hoursLabel: "Horas de vigencia de un link de pago",
  hoursHint: "Después de este tiempo el link ya no se puede pagar.",
  pageTitle: "Pagar con tarjeta",
  orderLabel: "Pedido",
  amountToPay: "Monto a pagar",
  pay: "Pagar con tarjeta",
  paying: "Abriendo la pasarela…",
  notFound: "Este link de pago no existe. Pida uno nuevo a la tienda.",
  expired: "Este link de pago venció. Pida uno nuevo a la tienda.",
  alreadyPaid: "Este link de pago ya fue pagado. ¡Gracias!",
  balanceChanged:
    "El saldo de este pedido cambió y ya es menor que el monto del link. Pida un link nuevo a la tienda.",
  gatewayUnavailable: "La pasarela de pago no responde. Intente de nuevo en unos minutos.",
  secureNote: "El pago se procesa en la pasarela segura; no guardamos los datos de su tarjeta.",
  notificationSource: "Link de pago",
  paymentHistory: (amount: string, brand: string, last4: string, transaction: string) =>
    `Pagado con tarjeta por link de pago: ${amount} (${brand} ••••${last4}, transacción ${transaction}).`,
  thanksTitle: "¡Pago recibido!",
  thanksBody: (amount: string, order: string) =>
    `Recibimos su pago de ${amount} para el pedido ${order}. ¡Gracias!`,
  adminNotificationTitle: "Pago con link de pago",
  adminNotificationBody: (order: string, amount: string, customer: string) =>
    `${customer} pagó ${amount} con tarjeta del pedido ${order}.`,
  unrecordedTitle: "Pago con tarjeta sin registrar",
  unrecordedBody: (order: string, amount: string, transaction: string) =>
    `La pasarela cobró ${amount} por un link de pago del pedido ${order} (transacción ${transaction}), pero no se registró: el link ya estaba pagado o vencido, o el saldo cambió. Reembolse o registre el pago a mano.`,
  gatewayUser: (gateway: string) => (gateway === "pixelpay" ? "PixelPay" : "Pasarela de prueba"),
} as const;
