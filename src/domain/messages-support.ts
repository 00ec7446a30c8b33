/**
 * Texts of Centro de Soporte and Tickets de Soporte (issue 12). Spread into `msg`.
 */
export const supportMessages = {
  // Both screens
  ticketSubject: "Asunto",
  ticketCategory: "Categoría",
  ticketStatus: "Estado",
  ticketMessage: "Mensaje",
  ticketRelatedPurchase: "Compra relacionada (opcional)",
  ticketNoPurchase: "Ninguna",
  ticketNumberLabel: (n: string) => `Ticket #${n}`,
  ticketUnread: "Nuevo",
  ticketUnreadLabel: "Tiene mensajes sin leer",
  ticketUpdated: (when: string) => `Actualizado ${when}`,
  ticketReplyPlaceholder: "Escriba su mensaje…",
  ticketSend: "Enviar",
  ticketAttachPhoto: "Adjuntar foto",
  ticketRemovePhoto: "Quitar foto",
  ticketPhotoAlt: "Foto adjunta al ticket",
  ticketPhotoOnly: "📷 Foto",
  ticketPhotoHint: "JPEG, PNG o WebP, hasta 8 MB.",
  ticketStaffSender: (name: string) => `Soporte · ${name}`,
  ticketYou: "Usted",
  ticketConversation: "Conversación",
  ticketNotFound: "El ticket no existe o no tiene acceso a él.",
  ticketLoadFailed: "No se pudo cargar el ticket.",

  // Centro de Soporte (client, wholesaler)
  newTicket: "Nuevo ticket",
  openTicket: "Abrir ticket",
  noTickets: "Aún no tienes tickets",
  noTicketsHint:
    "Si tienes una duda sobre un pedido, un pago o una garantía, abre un ticket y te respondemos aquí.",
  myTickets: "Mis tickets",
  backToTickets: "Volver a mis tickets",
  ticketCreated: "Ticket creado con éxito.",
  ticketPurchaseLink: (n: string) => `Compra #${n}`,

  // Tickets de Soporte (admin, superadmin)
  ticketAllStatuses: "Todos los estados",
  ticketAllCategories: "Todas las categorías",
  needsAnswer: "Por responder",
  needsAnswerOnly: "Solo por responder",
  noTicketsStaff: "No hay tickets que coincidan.",
  pickTicket: "Elija un ticket para ver la conversación.",
  backToAllTickets: "Volver a los tickets",
  ticketCustomer: "Cliente",
  ticketRelatedOrder: "Orden relacionada",
  ticketNoRelatedOrder: "Sin orden relacionada",
  ticketOpenOrder: "Ver orden",
  ticketAssignee: "Asignado a",
  ticketUnassigned: "Sin asignar",
  ticketStatusSaved: "Estado actualizado.",
  ticketAssigned: "Ticket asignado.",
  cannedReplies: "Respuestas rápidas",
  cannedRepliesNone: "No hay respuestas rápidas configuradas.",

  // Refusals
  ticketSubjectRequired: "Escriba el asunto del ticket.",
  ticketSubjectTooLong: (max: number) => `El asunto no puede tener más de ${max} caracteres.`,
  ticketMessageRequired: "Escriba un mensaje.",
  ticketMessageTooLong: (max: number) => `El mensaje no puede tener más de ${max} caracteres.`,
  ticketCategoryInvalid: "Elija una categoría.",
  ticketStatusInvalid: "Elija un estado válido.",
  ticketPurchaseNotYours: "La compra elegida no existe o no es suya.",
  ticketAssigneeInvalid: "Solo se puede asignar a un administrador.",
  ticketPhotoInvalid: "La foto debe ser una imagen JPEG, PNG o WebP.",
  ticketPhotoTooLarge: "La foto no puede pesar más de 8 MB.",
  ticketPhotoMissing: "Elija una foto.",

  // Notifications created with the change (decision 0083)
  notifyTicketReplyTitle: "Nueva respuesta de Soporte",
  notifyTicketReplyBody: (n: string, subject: string) => `Ticket #${n} · ${subject}`,
  notifyTicketStatusTitle: "Su ticket cambió de estado",
  notifyTicketStatusBody: (n: string, status: string) => `Ticket #${n}: ahora está '${status}'.`,
  notifyNewTicketTitle: "Nuevo ticket de soporte",
  notifyNewTicketBody: (who: string, subject: string) => `${who}: ${subject}`,
} as const;
