import type { FastifyInstance } from "fastify";
import {
  createTeamMember,
  grantSuperAdminRole,
  inviteTeamMember,
  previewImportedPasswordLinks,
  resetUserPassword,
  sendPasswordLinks,
} from "../../contracts/team/team";
import type { Auth } from "../auth/auth";
import { currentUser, toHeaders } from "../auth/session";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";
import { defineMinuteAndDayLimit } from "../http/rate-limit";
import * as links from "./password-links";
import * as team from "./service";

/** createTeamMember, resetUserPassword, grantSuperAdminRole (docs/product/operations.md) as staff endpoints. */
export async function teamRoutes(
  app: FastifyInstance,
  { db, auth, config }: { db: Db; auth: Auth; config: Config },
) {
  operationRoute(app, createTeamMember, {}, async (request) => ({
    message: await team.createTeamMember(auth, db, currentUser(request), toHeaders(request), request.body),
  }));
  operationRoute(app, resetUserPassword, {}, async (request) => ({
    message: await team.resetUserPassword(auth, db, currentUser(request), toHeaders(request), request.body),
  }));
  // Each send of links (one account, several or the bulk one) and each invitation takes one point
  // per staff member (decision 0196): a stuck button or a script cannot flood anyone's inbox.
  const staffLinks = defineMinuteAndDayLimit(db, "staff-links", config.limits.staffLinks);
  operationRoute(app, sendPasswordLinks, {}, async (request, reply) => {
    const actor = currentUser(request);
    await staffLinks.take(actor.id, reply);
    return { message: await links.sendPasswordLinks(auth, db, config.baseUrl, actor, request.body) };
  });
  operationRoute(app, previewImportedPasswordLinks, {}, async (request) =>
    links.previewImportedPasswordLinks(db, currentUser(request)),
  );
  operationRoute(app, inviteTeamMember, {}, async (request, reply) => {
    const actor = currentUser(request);
    await staffLinks.take(actor.id, reply);
    return {
      message: await links.inviteTeamMember(
        auth,
        db,
        config.baseUrl,
        actor,
        toHeaders(request),
        request.body,
      ),
    };
  });
  operationRoute(app, grantSuperAdminRole, {}, async (request) => ({
    message: await team.grantSuperAdminRole(auth, db, toHeaders(request), request.body),
  }));
}
