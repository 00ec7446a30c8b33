import type { FastifyInstance } from "fastify";
import {
  createTeamMember,
  grantSuperAdminRole,
  inviteTeamMember,
  resetUserPassword,
  sendPasswordLinks,
} from "../../contracts/team";
import { ADMIN_ROLES } from "../../domain/roles";
import type { Auth } from "../auth/auth";
import { currentUser, requireRole, toHeaders } from "../auth/session";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";
import * as links from "./password-links";
import * as team from "./service";

/** createTeamMember, resetUserPassword, grantSuperAdminRole (docs/product/operations.md) as staff endpoints. */
export async function teamRoutes(
  app: FastifyInstance,
  { db, auth, config }: { db: Db; auth: Auth; config: Config },
) {
  const admins = { preValidation: requireRole(auth, ADMIN_ROLES) };
  const superadmins = { preValidation: requireRole(auth, ["superadmin"]) };

  operationRoute(app, createTeamMember, admins, async (request) => ({
    message: await team.createTeamMember(auth, db, currentUser(request), toHeaders(request), request.body),
  }));
  operationRoute(app, resetUserPassword, admins, async (request) => ({
    message: await team.resetUserPassword(auth, db, currentUser(request), toHeaders(request), request.body),
  }));
  operationRoute(app, sendPasswordLinks, admins, async (request) => ({
    message: await links.sendPasswordLinks(auth, db, config.baseUrl, currentUser(request), request.body),
  }));
  operationRoute(app, inviteTeamMember, admins, async (request) => ({
    message: await links.inviteTeamMember(
      auth,
      db,
      config.baseUrl,
      currentUser(request),
      toHeaders(request),
      request.body,
    ),
  }));
  operationRoute(app, grantSuperAdminRole, superadmins, async (request) => ({
    message: await team.grantSuperAdminRole(auth, db, currentUser(request), toHeaders(request), request.body),
  }));
}
