/** Spanish texts of email: Configuración › Correo, account recovery and invitations. */
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
} as const;

/** Equipo, Clientes Web and Mayoristas: links and invitations sent by staff. */
export const staffMailMsg = {
  sendLink: "Enviar enlace para elegir contraseña",
  sendLinkToImported: "Enviar enlace a todas las cuentas «Sin contraseña»",
  linkQueued: (count: number) =>
    count === 1 ? "Enlace enviado por correo." : `Enlaces enviados por correo: ${count}.`,
  invite: "Invitar por correo",
  invited: (name: string) => `Invitación enviada a ${name}. El enlace vale 72 horas.`,
  roleSeller: "vendedor",
  roleAdmin: "administrador",
} as const;
