/**
 * Texts of the checkout, the payment result and the sandbox gateway's page, with the refusals the
 * server words for them and the staff's alert of a late card payment. Spread into `msg`
 * (messages.ts); the checkout's pages import them with `shopMsg`, so they stay out of the home
 * page's and the catalogue's first load.
 */
export const checkoutMessages = {
  // Checkout
  contactSection: "Datos de contacto",
  shippingSection: "Dirección de envío",
  paymentSection: "Forma de pago",
  summarySection: "Resumen del pedido",
  departmentLabel: "Departamento",
  municipalityLabel: "Municipio",
  addressLabel: "Dirección exacta",
  noteLabel: "Indicaciones para la entrega (opcional)",
  discountCodeLabel: "Código de descuento",
  applyCode: "Aplicar",
  codeApplied: (code: string, percentage: number) => `Código ${code} aplicado: ${percentage} % de descuento.`,
  payByCard: "Tarjeta de crédito o débito",
  payByCardHint: "Pague de forma segura en la página de la pasarela de pago.",
  payByTransfer: "Transferencia bancaria",
  payByTransferHint: "Le mostraremos nuestras cuentas para depositar.",
  payAmount: (amount: string) => `Pagar ${amount}`,
  confirmOrder: "Confirmar pedido",
  nameRequired: "Ingrese su nombre completo.",
  emailInvalid: "Ingrese un email válido.",
  phoneInvalid: "Ingrese un teléfono válido de 8 dígitos.",
  addressRequired: "Ingrese la dirección de envío.",
  departmentRequired: "Ingrese el departamento.",
  municipalityRequired: "Ingrese el municipio.",
  quantityInvalid: "La cantidad debe ser un número entero entre 1 y 999.",
  tooManyLines: "El pedido tiene demasiados productos distintos.",
  duplicateLine: "Un producto aparece dos veces en el pedido.",
  productNotAvailable: "Uno de los productos del pedido ya no está disponible.",
  discountCodeNotFound: "El código de descuento no existe.",
  discountCodeInactive: "El código de descuento no está activo.",
  discountCodeExpired: "El código de descuento ha vencido.",
  discountCodeExhausted: "El código de descuento alcanzó su límite de usos.",
  gatewayUnavailable: "No se pudo conectar con la pasarela de pago. Intente de nuevo.",

  // Payment result
  orderNumberLabel: "Número de orden",
  paymentConfirmingTitle: "Estamos confirmando su pago…",
  paymentConfirmingText: "Esta página se actualizará sola en cuanto la pasarela confirme el pago.",
  paymentApprovedTitle: "¡Pago recibido! Gracias por su compra.",
  paymentApprovedText: "Le escribiremos para coordinar la entrega de su pedido.",
  transferReceivedTitle: "¡Pedido recibido!",
  transferInstructions: (orderNumber: string, total: string) =>
    `Deposite ${total} en una de estas cuentas y use el número de orden ${orderNumber} como referencia. Confirmaremos su pedido al recibir la transferencia.`,
  bankNameLabel: "Banco",
  accountHolderLabel: "Titular",
  accountNumberLabel: "Número de cuenta",
  accountTypeLabel: "Tipo de cuenta",
  paymentFailedTitle: "El pago no se completó",
  paymentFailedText:
    "La pasarela rechazó el pago o venció el tiempo para pagar. No se realizó ningún cargo y los productos volvieron a estar disponibles.",
  orderNotVisible:
    "No encontramos esta orden en este navegador. Búsquela con su número de orden y el correo o teléfono con que compró.",
  orderLinkExpired:
    "El enlace a esta orden venció. Búsquela con su número de orden y el correo o teléfono con que compró.",
  orderStatusLabel: "Estado",

  // Finding an order without an account
  lookupTitle: "Buscar mi orden",
  lookupIntro:
    "Escriba el número de orden que aparece en el correo de su compra y el correo o teléfono con que compró.",
  lookupNumberLabel: "Número de orden",
  lookupContactLabel: "Correo o teléfono",
  lookupSubmit: "Ver mi orden",
  lookupSearching: "Buscando…",
  lookupNumberInvalid: "Escriba el número de orden: 6 letras o números, por ejemplo AB12CD.",
  lookupContactInvalid: "Escriba el correo o el teléfono de 8 dígitos con que compró.",
  lookupNotFound:
    "No encontramos una orden con ese número y ese correo o teléfono. Revise los datos e intente de nuevo.",
  lookupTooMany: "Demasiados intentos de búsqueda. Espere unos minutos e intente de nuevo.",
  paymentCancelledText: "Canceló el pago o la pasarela no pudo completarlo. No se realizó ningún cargo.",
  backToCart: "Volver al carrito",
  purchaseNotificationTitle: "Pago recibido",
  purchaseNotificationBody: (orderNumber: string, total: string) =>
    `Recibimos su pago de ${total} por la orden #${orderNumber}. ¡Gracias por su compra!`,

  // Sandbox gateway page
  sandboxTitle: "Pasarela de pago de prueba",
  sandboxNotice: "Entorno de pruebas: no se realiza ningún cargo real.",
  sandboxCardsTitle: "Tarjetas de prueba (cualquier vencimiento futuro y cualquier CVV):",
  sandboxCardOutcome: (outcome: "approved" | "declined") =>
    outcome === "approved" ? "aprobada" : "rechazada",
  sandboxPayingTo: (store: string, orderNumber: string) => `Pago a ${store} · orden ${orderNumber}`,
  cardNumberLabel: "Número de tarjeta",
  cardExpiryLabel: "Vencimiento (MM/AA)",
  cardCvvLabel: "CVV",
  cardHolderLabel: "Nombre en la tarjeta",
  cardInvalid: "Revise los datos de la tarjeta.",
  cardDeclined: "La tarjeta fue rechazada.",
  cancelPayment: "Cancelar y volver a la tienda",
  paymentSessionInvalid: "La sesión de pago no es válida o ya venció.",
  callbackRejected: "Notificación de pago rechazada.",

  // Staff alert: the gateway approved a payment after its order had been released
  latePaymentTitle: "Pago con tarjeta sobre una orden liberada",
  latePaymentBody: (orderNumber: string, amount: string, transaction: string) =>
    `La orden #${orderNumber} se pagó (${amount}, transacción ${transaction}) después de liberar su stock. Reembolse el pago o registre la venta manualmente.`,
} as const;
