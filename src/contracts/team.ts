import { z } from "zod";
import { msg } from "../domain/messages";
import { MIN_PASSWORD_LENGTH } from "./auth";
import { messageResponse } from "./common";
import { defineOperation } from "./operation";
import { role } from "./session";

/** Server functions of docs/product/operations.md, as staff endpoints (docs/decisions/0001). Each answers { message }. */
export const createTeamMemberInput = z.object({
  name: z.string().trim().min(1, msg.allFieldsRequired).max(120),
  email: z.string().trim().email(msg.allFieldsRequired),
  password: z.string().min(MIN_PASSWORD_LENGTH, msg.passwordTooShort).max(128),
  role,
});
export const resetUserPasswordInput = z.object({
  uid: z.string().min(1),
  newPassword: z.string().min(MIN_PASSWORD_LENGTH, msg.passwordTooShort).max(128),
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
