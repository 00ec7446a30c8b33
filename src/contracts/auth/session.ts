import { z } from "zod";
import { ROLES } from "../../domain/kernel/roles";
import { defineOperation } from "../kernel/operation";

export const role = z.enum(ROLES);

/** The signed-in user as the web app sees it. */
export const sessionUser = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  role,
});
export type SessionUser = z.infer<typeof sessionUser>;

/** GET /api/me: always 200; `user` is null when signed out (or when the user record is gone). */
export const meResponse = z.object({ user: sessionUser.nullable() });
export type MeResponse = z.infer<typeof meResponse>;

/** Who is signed in (null when nobody is); a change to a user refetches it. */
export const getMe = defineOperation({
  id: "getMe",
  method: "GET",
  path: "/api/me",
  summary: "Usuario con sesión iniciada (o null)",
  tags: ["sesión"],
  access: "public",
  topic: "users",
  response: meResponse,
});

/** The back office tells the server someone is at the keyboard (docs/decisions/0044). */
export const recordSessionActivity = defineOperation({
  id: "recordSessionActivity",
  method: "POST",
  path: "/api/session/activity",
  summary: "Registrar actividad de la sesión (tiempo de inactividad del personal)",
  tags: ["sesión"],
  access: "signed-in",
  response: z.object({ ok: z.literal(true) }),
});
