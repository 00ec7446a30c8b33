import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../domain/kernel/constants";
import { msg } from "../../domain/kernel/messages";
import { defineOperation } from "../kernel/operation";

/**
 * Forms of the login / registration modal and the change-password dialog (docs/product/screens.md, validation.md).
 * The browser posts them to better-auth under /api/auth (docs/decisions/0001):
 *   sign-in:  POST /api/auth/sign-in/email       { email, password }
 *   sign-up:  POST /api/auth/sign-up/email       { name, email, password, phone, city, firstName, lastName }
 *   sign-out: POST /api/auth/sign-out            {}
 *   change:   POST /api/auth/change-password     { currentPassword, newPassword, revokeOtherSessions: true }
 */
/** The rule is the domain's (docs/product/constants.md); re-exported for the forms and the CLI. */
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../domain/kernel/constants";

export const signInInput = z.object({
  email: z.string().trim().min(1, msg.allFieldsRequired).email(msg.loginFailure),
  password: z.string().min(1, msg.allFieldsRequired),
});
export type SignInInput = z.infer<typeof signInInput>;

export const signUpInput = z.object({
  name: z.string().trim().min(1, msg.allFieldsRequired).max(120),
  email: z.string().trim().min(1, msg.allFieldsRequired).email(msg.allFieldsRequired),
  password: z.string().min(MIN_PASSWORD_LENGTH, msg.registerPasswordTooShort).max(MAX_PASSWORD_LENGTH),
  phone: z.string().trim().min(1, msg.allFieldsRequired).max(30),
  city: z.string().trim().min(1, msg.chooseCity),
});
export type SignUpInput = z.infer<typeof signUpInput>;

export const changePasswordInput = z
  .object({
    currentPassword: z.string().min(1, msg.allFieldsRequired),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, msg.passwordTooShort).max(MAX_PASSWORD_LENGTH),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: msg.passwordsMismatch,
    path: ["confirmPassword"],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** "¿Olvidó su contraseña?": the address to send the link to. */
export const forgotPasswordInput = z.object({
  email: z.string().trim().min(1, msg.allFieldsRequired).email(msg.invalidEmail),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

/** The new password chosen through an emailed link: the registration's rules. */
export const resetPasswordInput = z
  .object({
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, msg.registerPasswordTooShort).max(MAX_PASSWORD_LENGTH),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: msg.passwordsMismatch,
    path: ["confirmPassword"],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

// ——— better-auth's endpoints the web calls, as operations ———
// The server registers each as its own route that forwards to better-auth (src/server/auth/routes.ts),
// so its body is bounded and validated and it appears in the OpenAPI document. The forms' rules
// of sign-in and password change stay better-auth's (its answers are put in Spanish); these wire schemas
// only bound what may be sent. Registration takes the form's rules. Unknown fields pass through to
// better-auth. They answer better-auth's own JSON, so no response is declared.
const wireText = z.string().max(1024);
const authTags = ["sesión"];

export const signInBody = z.looseObject({ email: wireText, password: wireText });
/** Registration is checked on the server by the form's own rules: every field required, a city chosen. */
export const signUpBody = z.looseObject({
  ...signUpInput.shape,
  firstName: wireText.optional(),
  lastName: wireText.optional(),
});
export const changePasswordBody = z.looseObject({
  currentPassword: wireText,
  // better-auth refuses a longer new password with this same text: the document says so too.
  newPassword: z.string().max(MAX_PASSWORD_LENGTH, msg.passwordTooLong),
  revokeOtherSessions: z.boolean().optional(),
});

export const signInEmail = defineOperation({
  id: "signInEmail",
  method: "POST",
  path: "/api/auth/sign-in/email",
  summary: "Iniciar sesión con correo y contraseña",
  tags: authTags,
  access: "public",
  body: signInBody,
});

export const signUpEmail = defineOperation({
  id: "signUpEmail",
  method: "POST",
  path: "/api/auth/sign-up/email",
  summary: "Crear una cuenta de cliente",
  tags: authTags,
  access: "public",
  body: signUpBody,
});

export const signOut = defineOperation({
  id: "signOut",
  method: "POST",
  path: "/api/auth/sign-out",
  summary: "Cerrar sesión (sin sesión no hace nada)",
  tags: authTags,
  access: "public",
  body: z.looseObject({}).optional(),
});

export const changePassword = defineOperation({
  id: "changePassword",
  method: "POST",
  path: "/api/auth/change-password",
  summary: "Cambiar mi contraseña (cierra mis otras sesiones)",
  tags: authTags,
  access: "signed-in",
  body: changePasswordBody,
});

export const requestPasswordReset = defineOperation({
  id: "requestPasswordReset",
  method: "POST",
  path: "/api/auth/request-password-reset",
  summary: "Pedir un enlace para elegir una contraseña nueva (la misma respuesta exista o no la cuenta)",
  tags: authTags,
  access: "public",
  body: z.looseObject({ email: wireText }),
});

export const resetPassword = defineOperation({
  id: "resetPassword",
  method: "POST",
  path: "/api/auth/reset-password",
  summary: "Elegir una contraseña nueva con el enlace recibido (válido una hora, una vez)",
  tags: authTags,
  access: "public",
  body: z.looseObject({
    token: wireText,
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, msg.registerPasswordTooShort).max(MAX_PASSWORD_LENGTH),
  }),
});
