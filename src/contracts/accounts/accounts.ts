import { z } from "zod";
import { msg } from "../../domain/kernel/messages";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../auth/auth";
import { role } from "../auth/session";
import { pageQuery } from "../customers/customers";
import { idParam, messageResponse } from "../kernel/common";
import { defineOperation } from "../kernel/operation";

/**
 * Accounts (users) as the back office manages them: Clientes Web, Mayoristas and
 * Equipo lists, editing, disabling and deleting an account, client ⇄ wholesaler
 * (docs/decisions/0061, 0062); and Mi Información, the signed-in user's own profile (0063).
 */
export const accountRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  role,
  disabled: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** What is still to collect on their purchases (clients and wholesalers; 0 for staff). */
  balance: z.number().int(),
  /** Imported without a usable password (docs/decisions/0112): staff send a reset. */
  needsPasswordReset: z.boolean(),
});
export type AccountRow = z.infer<typeof accountRow>;
export const accountPage = z.object({ items: z.array(accountRow), count: z.number().int() });
export type AccountPage = z.infer<typeof accountPage>;

const tags = ["cuentas"];

export const listWebClients = defineOperation({
  id: "listWebClients",
  method: "GET",
  path: "/api/web-clients",
  summary: "Clientes Web: cuentas de clientes y mayoristas con su saldo",
  tags,
  access: "staff",
  topic: "users",
  query: pageQuery,
  response: accountPage,
});

export const listWholesalers = defineOperation({
  id: "listWholesalers",
  method: "GET",
  path: "/api/wholesalers",
  summary: "Mayoristas con su saldo",
  tags,
  access: "admins",
  topic: "users",
  query: pageQuery,
  response: accountPage,
});

export const listTeamMembers = defineOperation({
  id: "listTeamMembers",
  method: "GET",
  path: "/api/team/members",
  summary: "Equipo: vendedores, administradores y superadmins con su último acceso",
  tags,
  access: "admins",
  topic: "users",
  query: pageQuery,
  response: accountPage,
});

const personName = z.string().trim().min(1, msg.allFieldsRequired).max(120, msg.invalidInput);
const phone = z.string().trim().min(1, msg.allFieldsRequired).max(30, msg.invalidInput);
const city = z.string().trim().min(1, msg.chooseCity).max(80, msg.invalidInput);

/** What an admin edits on a client's or wholesaler's account (and a superadmin on staff). */
export const accountEditInput = z.object({ name: personName, phone, city });
export type AccountEditInput = z.input<typeof accountEditInput>;

export const updateAccount = defineOperation({
  id: "updateAccount",
  method: "PATCH",
  path: "/api/accounts/:id",
  summary: "Editar nombre, teléfono y ciudad de una cuenta",
  tags,
  access: "admins",
  params: idParam,
  body: accountEditInput,
  response: messageResponse,
});

/** Disabling ends every session of the account at once (docs/decisions/0061). */
export const setAccountDisabled = defineOperation({
  id: "setAccountDisabled",
  method: "POST",
  path: "/api/accounts/:id/disabled",
  summary: "Deshabilitar o habilitar una cuenta",
  tags,
  access: "admins",
  params: idParam,
  body: z.object({ disabled: z.boolean() }),
  response: messageResponse,
});

/** Deleting keeps the account's sales (their customer columns stay; the link is cleared). */
export const deleteAccount = defineOperation({
  id: "deleteAccount",
  method: "DELETE",
  path: "/api/accounts/:id",
  summary: "Eliminar una cuenta (sus ventas se conservan)",
  tags,
  access: "admins",
  params: idParam,
  response: messageResponse,
});

/** Client ⇄ wholesaler; the person is notified (docs/decisions/0062). */
export const setWholesaler = defineOperation({
  id: "setWholesaler",
  method: "POST",
  path: "/api/accounts/:id/wholesaler",
  summary: "Convertir un cliente en mayorista o volverlo a cliente",
  tags,
  access: "admins",
  params: idParam,
  body: z.object({ wholesaler: z.boolean() }),
  response: messageResponse,
});

export const createWholesalerInput = z.object({
  name: personName,
  email: z.string().trim().email(msg.invalidEmailText).max(120),
  password: z.string().min(MIN_PASSWORD_LENGTH, msg.passwordTooShort).max(MAX_PASSWORD_LENGTH),
  phone,
  city,
});
export type CreateWholesalerInput = z.input<typeof createWholesalerInput>;

export const createWholesaler = defineOperation({
  id: "createWholesaler",
  method: "POST",
  path: "/api/wholesalers",
  summary: "Crear una cuenta de mayorista",
  tags,
  access: "admins",
  body: createWholesalerInput,
  response: messageResponse,
});

// ——— Mi Información (docs/decisions/0063) ———

export const profileInput = z.object({ name: personName, phone, city });
export type ProfileInput = z.input<typeof profileInput>;

export const updateMyProfile = defineOperation({
  id: "updateMyProfile",
  method: "PUT",
  path: "/api/my/profile",
  summary: "Mi Información: nombre, teléfono y ciudad",
  tags,
  access: "customers",
  body: profileInput,
  response: messageResponse,
});

export const changeEmailInput = z.object({
  newEmail: z.string().trim().min(1, msg.allFieldsRequired).email(msg.invalidEmailText).max(120),
  currentPassword: z.string().min(1, msg.allFieldsRequired).max(MAX_PASSWORD_LENGTH),
});
export type ChangeEmailInput = z.input<typeof changeEmailInput>;

/** The current password is re-entered; no confirmation link (the store sends no email offline). */
export const changeMyEmail = defineOperation({
  id: "changeMyEmail",
  method: "POST",
  path: "/api/my/email",
  summary: "Mi Información: cambiar el email con la contraseña actual",
  tags,
  access: "customers",
  body: changeEmailInput,
  response: messageResponse,
});
