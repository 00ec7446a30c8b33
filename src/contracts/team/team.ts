import { z } from "zod";
import { msg } from "../../domain/kernel/messages";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../auth/auth";
import { role } from "../auth/session";
import { messageResponse } from "../kernel/common";
import { defineOperation } from "../kernel/operation";

/** Server functions of docs/product/operations.md, as staff endpoints (docs/decisions/0001). Each answers { message }. */
export const createTeamMemberInput = z.object({
  name: z.string().trim().min(1, msg.allFieldsRequired).max(120),
  email: z.string().trim().email(msg.allFieldsRequired),
  password: z.string().min(MIN_PASSWORD_LENGTH, msg.passwordTooShort).max(MAX_PASSWORD_LENGTH),
  role,
});
export const resetUserPasswordInput = z.object({
  uid: z.string().min(1),
  newPassword: z.string().min(MIN_PASSWORD_LENGTH, msg.passwordTooShort).max(MAX_PASSWORD_LENGTH),
});
export const grantSuperAdminRoleInput = z.object({ email: z.string().trim().email(msg.allFieldsRequired) });

const tags = ["equipo"];

export const createTeamMember = defineOperation({
  id: "createTeamMember",
  method: "POST",
  path: "/api/team/create-member",
  summary: "createTeamMember",
  tags,
  access: "admins",
  body: createTeamMemberInput,
  response: messageResponse,
});

/** docs/decisions/0040: only a superadmin resets an admin's; nobody their own. */
export const resetUserPassword = defineOperation({
  id: "resetUserPassword",
  method: "POST",
  path: "/api/team/reset-password",
  summary: "resetUserPassword",
  tags,
  access: "admins",
  body: resetUserPasswordInput,
  response: messageResponse,
});

export const grantSuperAdminRole = defineOperation({
  id: "grantSuperAdminRole",
  method: "POST",
  path: "/api/team/grant-superadmin",
  summary: "grantSuperAdminRole",
  tags,
  access: "superadmin",
  body: grantSuperAdminRoleInput,
  response: messageResponse,
});

/**
 * Staff send a set-your-password link instead of typing a password (decision 0040's rules apply).
 * With `imported` it goes to every imported account still without a password that the caller may
 * reset, skipping the caller and anyone whose last link is still valid, so repeating it sends
 * nothing new (decision 0196).
 */
export const sendPasswordLinksInput = z.object({
  /** The accounts, one or many; empty with `imported` = every imported account without a password. */
  uids: z.array(z.string().min(1).max(64)).max(500).default([]),
  imported: z.boolean().default(false),
});

export const sendPasswordLinks = defineOperation({
  id: "sendPasswordLinks",
  method: "POST",
  path: "/api/team/password-links",
  summary:
    "Enviar por correo el enlace para elegir contraseña (una cuenta, varias o las importadas sin contraseña)",
  tags,
  access: "admins",
  body: sendPasswordLinksInput,
  response: messageResponse,
});

/** An invitation: the account exists at once with its role; the person sets the password by email. */
export const inviteTeamMemberInput = createTeamMemberInput.omit({ password: true });

export const inviteTeamMember = defineOperation({
  id: "inviteTeamMember",
  method: "POST",
  path: "/api/team/invite",
  summary: "Invitar a un miembro del equipo por correo (enlace de 72 horas)",
  tags,
  access: "admins",
  body: inviteTeamMemberInput,
  response: messageResponse,
});

/** How many accounts the bulk "Sin contraseña" send would reach now (its preview). */
export const importedLinksPreview = z.object({ count: z.number().int().nonnegative() });

export const previewImportedPasswordLinks = defineOperation({
  id: "previewImportedPasswordLinks",
  method: "GET",
  path: "/api/team/password-links/imported",
  summary: "Cuántas cuentas «Sin contraseña» recibirían ahora el enlace para elegir contraseña",
  tags,
  access: "admins",
  topic: "users",
  response: importedLinksPreview,
});
