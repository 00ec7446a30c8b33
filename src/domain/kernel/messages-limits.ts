/** Spanish refusals of the per-account limits (docs/decisions/0157); each answers 429. */
export const limitMsg = {
  tickets: "Ha creado demasiados tickets de soporte en poco tiempo. Espere un momento e intente de nuevo.",
  ticketReplies: "Ha enviado demasiadas respuestas en poco tiempo. Espere un momento e intente de nuevo.",
  ticketPhotos: "Ha enviado demasiadas fotos en poco tiempo. Espere un momento e intente de nuevo.",
  ticketPhotoQuota:
    "Su cuenta alcanzó el espacio máximo para fotos de soporte. Puede seguir escribiendo sin adjuntar fotos.",
  messages: "Ha enviado demasiados mensajes en poco tiempo. Espere un momento e intente de nuevo.",
  paymentLinks: "Ha creado demasiados links de pago en poco tiempo. Espere un momento e intente de nuevo.",
};
