import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "../domain/constants";
import { msg } from "../domain/messages";

/**
 * Forms of the login / registration modal and the change-password dialog (docs/product/screens.md, validation.md).
 * The browser posts them to better-auth under /api/auth (docs/decisions/0001):
 *   sign-in:  POST /api/auth/sign-in/email       { email, password }
 *   sign-up:  POST /api/auth/sign-up/email       { name, email, password, phone, city, firstName, lastName }
 *   sign-out: POST /api/auth/sign-out            {}
 *   change:   POST /api/auth/change-password     { currentPassword, newPassword, revokeOtherSessions: true }
 */
/** The rule is the domain's (docs/product/constants.md); re-exported for the forms and the CLI. */
export { MIN_PASSWORD_LENGTH } from "../domain/constants";

export const signInInput = z.object({
  email: z.string().trim().min(1, msg.allFieldsRequired).email(msg.loginFailure),
  password: z.string().min(1, msg.allFieldsRequired),
});
export type SignInInput = z.infer<typeof signInInput>;

export const signUpInput = z.object({
  name: z.string().trim().min(1, msg.allFieldsRequired).max(120),
  email: z.string().trim().min(1, msg.allFieldsRequired).email(msg.allFieldsRequired),
  password: z.string().min(MIN_PASSWORD_LENGTH, msg.registerPasswordTooShort).max(128),
  phone: z.string().trim().min(1, msg.allFieldsRequired).max(30),
  city: z.string().trim().min(1, msg.chooseCity),
});
export type SignUpInput = z.infer<typeof signUpInput>;

export const changePasswordInput = z
  .object({
    currentPassword: z.string().min(1, msg.allFieldsRequired),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, msg.passwordTooShort).max(128),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: msg.passwordsMismatch,
    path: ["confirmPassword"],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
