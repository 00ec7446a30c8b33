/**
 * Texts of the server's abuse defences and of the refusals better-auth and Fastify would
 * otherwise answer in English. Spread into `msg`.
 */
export const securityMessages = {
  // Password resets by staff (docs/decisions/0040)
  onlySuperadminResetsAdmins:
    "Solo un superadmin puede restablecer la contraseña de un administrador o superadmin.",
  resetOwnPasswordRefused: "Para cambiar su propia contraseña use Cambiar Contraseña.",

  // Malformed or oversized requests
  bodyTooLarge: "La solicitud es demasiado grande.",
  bodyTooDeep: "Los datos enviados tienen demasiados niveles anidados.",
  bodyMalformed: "Los datos enviados no son JSON válido.",
  badUrl: "La dirección solicitada no es válida.",
  headersTooLarge: "Los encabezados de la solicitud son demasiado grandes.",

  // Sessions and sign-in (better-auth's codes, in Spanish)
  sessionExpired: "Su sesión expiró. Inicie sesión de nuevo.",
  authFailed: "No se pudo completar la autenticación. Intente de nuevo.",
  accountNotFound: "No existe una cuenta con ese email.",
  invalidEmail: "El email no es válido.",
  passwordTooLong: "La contraseña no puede tener más de 128 caracteres.",
  passwordNewTooShort: "La contraseña debe tener al menos 6 caracteres.",

  // Live streams
  tooManyStreams:
    "Hay demasiadas pestañas abiertas con actualizaciones en vivo. Cierre alguna e intente de nuevo.",
} as const;
