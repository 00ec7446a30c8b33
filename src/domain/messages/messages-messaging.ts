/**
 * Texts of Mensajería (internal messages between staff), the staff notifications page, the
 * notifications the store sends about a customer's order, and the completed Mis Compras detail.
 * Imported directly as `messagingMessages` so this team never edits the lines of
 * messages.ts that others append to.
 */
export const messagingMessages = {
  // Mensajería
  messagesTitle: "Mensajería",
  newThread: "Nuevo mensaje",
  threadsLabel: "Conversaciones",
  noThreads: "No tiene conversaciones. Escriba a alguien del equipo con 'Nuevo mensaje'.",
  chooseThread: "Seleccione una conversación para leerla.",
  recipientsLabel: "Para",
  recipientsHint: "Elija una o más personas del equipo.",
  subjectLabel: "Asunto",
  noSubject: "(Sin asunto)",
  contentLabel: "Mensaje",
  contentPlaceholder: "Escriba su mensaje… Para mencionar una orden escriba su número, por ejemplo #A1B2C3.",
  replyPlaceholder: "Escriba una respuesta…",
  send: "Enviar",
  sending: "Enviando…",
  cancel: "Cancelar",
  back: "Volver",
  you: "Usted",
  unreadBadge: "Nuevo",
  unreadThreads: (n: number) => (n === 1 ? "1 conversación sin leer" : `${n} conversaciones sin leer`),
  deleteForMe: "Eliminar para mí",
  deleteForMeConfirm: "¿Eliminar esta conversación para usted? Los demás participantes la seguirán viendo.",
  threadDeleted: "Conversación eliminada para usted.",
  messageSent: "Mensaje enviado.",
  sendFailed: (message: string) => `Error al enviar: ${message}`,
  deleteFailed: (message: string) => `Error al eliminar: ${message}`,
  participantsLabel: (names: string) => `Con ${names}`,
  threadLoadFailed: "No se pudo cargar la conversación.",
  threadNotFound: "La conversación no existe o no participa en ella.",
  orderMentionTitle: (number: string) => `Abrir la orden #${number}`,
  noRecipientsAvailable: "No hay otras personas en el equipo.",

  // Server refusals and form messages
  recipientsRequired: "Elija al menos un destinatario.",
  recipientNotStaff: "Solo puede escribir a personas del equipo.",
  contentRequired: "Escriba un mensaje.",
  contentTooLong: (max: number) => `El mensaje no puede superar ${max} caracteres.`,
  subjectTooLong: (max: number) => `El asunto no puede superar ${max} caracteres.`,

  // The notification of a new message (type 'message', link /admin/messages)
  newMessageTitle: (sender: string) => `Nuevo mensaje de ${sender}`,
  newMessageBody: (subject: string, preview: string) => (subject ? `${subject}: ${preview}` : preview),

  // Notifications about a customer's order (type 'purchase', link /client/purchases/{id})
  paymentRecordedTitle: "Pago registrado",
  paymentRecordedBody: (amount: string, number: string, balance: string) =>
    `Registramos un pago de ${amount} en su orden #${number}. Saldo pendiente: ${balance}.`,
  statusChangedTitle: "Su orden cambió de estado",
  statusChangedBody: (number: string, status: string) => `Su orden #${number} ahora está: ${status}.`,
  shippedTitle: "Su orden fue enviada",
  shippedBody: (number: string, carrier: string, tracking: string) =>
    `Su orden #${number} va en camino con ${carrier}. Número de guía: ${tracking}.`,
  deliveredTitle: "Su orden fue entregada",
  deliveredBody: (number: string) => `Su orden #${number} fue entregada. ¡Gracias por su compra!`,

  // For admins and superadmins (type 'purchase', link /admin/unregistered)
  newWebPurchaseTitle: "Nueva compra web",
  newWebPurchaseBody: (number: string, customer: string, total: string) =>
    `${customer} hizo la compra web #${number} por ${total} (transferencia bancaria).`,

  // Staff notifications page
  staffNotificationsTitle: "Notificaciones",

  // Mis Compras detail
  paymentHistory: "Historial de pagos",
  noPayments: "Aún no hay pagos registrados.",
  paymentTypePartial: "Abono al Crédito",
  paymentTypeFull: "Pago Completo",
  paymentDate: "Fecha",
  paymentAmount: "Monto",
  paymentType: "Tipo",
  paymentMethod: "Método",
  stillOwed: (amount: string) => `Saldo pendiente: ${amount}`,
  payToAccounts: "Puede pagar el saldo por transferencia o depósito a estas cuentas:",
  paidInFull: "Su compra está pagada por completo.",
  shippingSection: "Envío",
  shippingAddress: "Dirección",
  notShippedYet: "Su orden aún no ha sido enviada.",
  shippedOn: (date: string) => `Enviada el ${date}`,
  trackShipment: "Rastrear envío",
  deliveredOn: (date: string) => `Entregada el ${date}`,
  deliveredState: "Entregada",
  helpWithOrder: "¿Necesita ayuda con esta compra?",
  openTicketAboutOrder: "Abrir un ticket sobre esta orden",
  cancelledOrder: (reason: string) => (reason ? `Orden cancelada: ${reason}` : "Orden cancelada."),
  purchaseItems: "Productos",
  purchaseSummary: "Resumen",
} as const;
