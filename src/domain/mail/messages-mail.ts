/** Spanish texts of email: Configuración › Correo, account recovery and invitations. */
/** A sentence's closing period, unless its last word brought one ("… 12:37 p. m."): never "p. m..". */
export const endSentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

export const mailMsg = {
  settingsTabMail: "Correo",
  abonoReceiptEmailsLabel: "Enviar por correo un recibo después de cada abono (a clientes con email)",
  emailNotFound: "Ese correo no existe.",
  attachmentNotFound: "Ese adjunto no existe.",
  emailPurged: "El contenido de este correo ya se borró por antigüedad; no se puede reenviar.",
  statusQueued: "En espera",
  statusSent: "Enviado",
  statusFailed: "Fallido",
  noSmtp:
    "No hay servidor de correo configurado (SMTP_URL): los correos esperan aquí y se enviarán cuando se configure.",
  outboxEmpty: "Todavía no se ha escrito ningún correo.",
  resend: "Reenviar",
  resent: "Correo puesto en cola para reenviarse.",
  previews: "Vista previa de cada correo",
  outbox: "Correos",
  attempts: "Intentos",
  lastError: "Motivo",
  to: "Para",
  subject: "Asunto",
  attachments: "Adjuntos",
  purged: "Contenido borrado por antigüedad",
  filterAll: "Todos",
  close: "Cerrar",
  view: "Ver",
} as const;

/** Account recovery: the sign-in modal's link, its form, and the page the emailed link opens. */
export const recoveryMsg = {
  forgotPassword: "¿Olvidó su contraseña?",
  forgotTitle: "Recuperar contraseña",
  forgotHint: "Escriba el correo de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.",
  sendLink: "Enviar enlace",
  linkSent:
    "Si existe una cuenta con ese correo, le enviamos un enlace para elegir una contraseña nueva. Revise su bandeja de entrada.",
  backToLogin: "Volver a iniciar sesión",
  resetTitle: "Elija su contraseña nueva",
  savePassword: "Guardar contraseña",
  resetDone: "Contraseña guardada. Ya puede iniciar sesión con ella.",
  linkInvalid: "El enlace no es válido o ya venció. Pida uno nuevo con «¿Olvidó su contraseña?».",
  /** An invitation's link: the person never had a password, and the page ends with a welcome. */
  invitationTitle: "Elija su contraseña",
  invitationWelcome: "¡Le damos la bienvenida al equipo!",
  invitationDone: "Su contraseña quedó guardada. Inicie sesión con ella para empezar.",
} as const;

/** Equipo, Clientes Web and Mayoristas: links and invitations sent by staff. */
export const staffMailMsg = {
  sendLink: "Enviar enlace para restablecer contraseña",
  sendLinkConfirm: (name: string, email: string) =>
    `¿Enviar a ${name} (${email}) un enlace para restablecer su contraseña? El enlace vale una hora y sirve una sola vez.`,
  sendLinkToImported: "Enviar enlace a todas las cuentas «Sin contraseña»",
  bulkPreview: (count: number) =>
    count === 0
      ? "Ninguna cuenta «Sin contraseña» espera un enlace: las que recibieron uno hace menos de una hora no reciben otro."
      : count === 1
        ? "1 cuenta «Sin contraseña» recibirá un enlace para elegir su contraseña."
        : `${count} cuentas «Sin contraseña» recibirán un enlace para elegir su contraseña.`,
  bulkConfirm: (count: number) => (count === 1 ? "Enviar 1 enlace" : `Enviar ${count} enlaces`),
  bulkLoading: "Contando las cuentas…",
  linkQueued: (count: number) =>
    count === 0
      ? "No se envió ningún enlace: ninguna cuenta lo esperaba."
      : count === 1
        ? "Enlace enviado por correo."
        : `Enlaces enviados por correo: ${count}.`,
  invite: "Invitar por correo",
  inviteHint:
    "La cuenta queda creada ahora con su rol; la persona elige su contraseña con el enlace que le llega por correo (vale 72 horas).",
  send: "Enviar",
  invited: (name: string) => `Invitación enviada a ${name}. El enlace vale 72 horas.`,
  roleSeller: "vendedor",
  roleAdmin: "administrador",
} as const;

/** The page a reminder's unsubscribe link opens, and Cobranza's reminder by email. */
export const unsubscribeMsg = {
  pageTitle: "Dejar de recibir recordatorios de pago",
  pageText:
    "Pulse el botón para dejar de recibir por correo nuestros recordatorios de pago. Seguirá recibiendo sus recibos y los avisos de su cuenta.",
  confirm: "Dejar de recibir recordatorios",
  doneTitle: "Listo",
  doneText:
    "Ya no le enviaremos recordatorios de pago por correo. Seguirá recibiendo sus recibos y los avisos de su cuenta.",
  invalidTitle: "Enlace no válido",
  invalidText: "Este enlace para dejar de recibir recordatorios no es válido. No se cambió nada.",
  sendByEmail: "Enviar por correo",
  sending: "Enviando…",
  sentByEmail: "Recordatorio puesto en cola para enviarse por correo.",
  noEmail: "Este cliente no tiene correo registrado; envíele el recordatorio por WhatsApp.",
  unsubscribed: "Pidió no recibir recordatorios por correo",
  unsubscribedRefused:
    "Este cliente pidió no recibir recordatorios de pago por correo; envíeselo por WhatsApp si lo necesita.",
} as const;

/** A payment link or a statement link sent by email beside the WhatsApp share (order dialog, customer page). */
export const linkEmailMsg = {
  sendByEmail: "Enviar por correo",
  sending: "Enviando…",
  noEmail: "Este cliente no tiene correo registrado; envíele el enlace por WhatsApp.",
  queued: (to: string) => `Enlace puesto en cola para enviarse por correo a ${to}.`,
  alreadyQueued: (to: string) => `Este enlace ya se había enviado a ${to}; no se envió otra vez.`,
  paymentSubject: (order: string, store: string) => `Link de pago del pedido #${order} en ${store}`,
  paymentIntro: (name: string, order: string, amount: string) =>
    `Hola ${name}, puede pagar con tarjeta ${amount} de su pedido #${order} con este link:`,
  payButton: "Pagar con tarjeta",
  paymentExpires: (when: string) => endSentence(`El link vence el ${when}`),
  statementSubject: (store: string) => `Su estado de cuenta en ${store}`,
  statementIntro: (name: string, from: string, to: string, closing: string) =>
    `Hola ${name}, le compartimos su estado de cuenta del ${from} al ${to}. Saldo final: ${closing}.`,
  statementButton: "Ver estado de cuenta (PDF)",
  statementExpires: (when: string) => endSentence(`El enlace vence el ${when}`),
  ignore: "Si ya realizó su pago, por favor ignore este mensaje.",
} as const;
