import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { messageResponse } from "../../contracts/common";
import {
  createTeamMemberInput,
  grantSuperAdminRoleInput,
  resetUserPasswordInput,
} from "../../contracts/team";
import { ADMIN_ROLES } from "../../domain/roles";
import type { Auth } from "../auth/auth";
import { currentUser, requireRole, toHeaders } from "../auth/session";
import type { Db } from "../db/client";
import { createTeamMember, grantSuperAdminRole, resetUserPassword } from "./service";

/** createTeamMember, resetUserPassword, grantSuperAdminRole (docs/product/operations.md) as staff endpoints. */
export async function teamRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["equipo"];
  const admins = requireRole(auth, ADMIN_ROLES);
  const superadmins = requireRole(auth, ["superadmin"]);

  r.post(
    "/api/team/create-member",
    {
      preValidation: admins,
      schema: {
        tags,
        summary: "createTeamMember",
        body: createTeamMemberInput,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({
      message: await createTeamMember(auth, db, currentUser(request), toHeaders(request), request.body),
    }),
  );

  r.post(
    "/api/team/reset-password",
    {
      preValidation: admins,
      schema: {
        tags,
        summary: "resetUserPassword",
        body: resetUserPasswordInput,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({
      message: await resetUserPassword(auth, db, currentUser(request), toHeaders(request), request.body),
    }),
  );

  r.post(
    "/api/team/grant-superadmin",
    {
      preValidation: superadmins,
      schema: {
        tags,
        summary: "grantSuperAdminRole",
        body: grantSuperAdminRoleInput,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({
      message: await grantSuperAdminRole(auth, db, currentUser(request), toHeaders(request), request.body),
    }),
  );
}
