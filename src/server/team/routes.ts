import type { FastifyInstance } from "fastify";
import { createTeamMember, grantSuperAdminRole, resetUserPassword } from "../../contracts/team";
import { ADMIN_ROLES } from "../../domain/roles";
import type { Auth } from "../auth/auth";
import { currentUser, requireRole, toHeaders } from "../auth/session";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";
import * as team from "./service";

/** createTeamMember, resetUserPassword, grantSuperAdminRole (docs/product/operations.md) as staff endpoints. */
export async function teamRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  const admins = { preValidation: requireRole(auth, ADMIN_ROLES) };
  const superadmins = { preValidation: requireRole(auth, ["superadmin"]) };

  operationRoute(app, createTeamMember, admins, async (request) => ({
    message: await team.createTeamMember(auth, db, currentUser(request), toHeaders(request), request.body),
  }));
  operationRoute(app, resetUserPassword, admins, async (request) => ({
    message: await team.resetUserPassword(auth, db, currentUser(request), toHeaders(request), request.body),
  }));
  operationRoute(app, grantSuperAdminRole, superadmins, async (request) => ({
    message: await team.grantSuperAdminRole(auth, db, currentUser(request), toHeaders(request), request.body),
  }));
}
