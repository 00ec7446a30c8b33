import type { FastifyInstance } from "fastify";
import {
  changeMyEmail,
  createWholesaler,
  deleteAccount,
  listTeamMembers,
  listWebClients,
  listWholesalers,
  setAccountDisabled,
  setWholesaler,
  updateAccount,
  updateMyProfile,
} from "../../contracts/accounts";
import { ADMIN_ROLES, CUSTOMER_ROLES, isAdmin, STAFF_ROLES } from "../../domain/roles";
import type { Auth } from "../auth/auth";
import { currentUser, requireRole, toHeaders } from "../auth/session";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";
import * as service from "./service";

/** Clientes Web (staff), Mayoristas and Equipo (admins), Mi Información (clients and wholesalers). */
export async function accountRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  const staff = { preValidation: requireRole(auth, STAFF_ROLES) };
  const admins = { preValidation: requireRole(auth, ADMIN_ROLES) };
  const customers = { preValidation: requireRole(auth, CUSTOMER_ROLES) };

  operationRoute(app, listWebClients, staff, (r) => {
    const me = currentUser(r);
    // A seller sees the balance of their own sales only (as on the customer's page).
    return service.listAccounts(
      db,
      CUSTOMER_ROLES,
      r.query.q,
      r.query.page,
      isAdmin(me.role) ? undefined : me.id,
    );
  });
  operationRoute(app, listWholesalers, admins, (r) =>
    service.listAccounts(db, ["wholesaler"], r.query.q, r.query.page),
  );
  operationRoute(app, listTeamMembers, admins, (r) =>
    service.listAccounts(db, STAFF_ROLES, r.query.q, r.query.page),
  );
  operationRoute(app, updateAccount, admins, async (r) => ({
    message: await service.updateAccount(db, currentUser(r), r.params.id, r.body),
  }));
  operationRoute(app, setAccountDisabled, admins, async (r) => ({
    message: await service.setAccountDisabled(db, currentUser(r), r.params.id, r.body.disabled),
  }));
  operationRoute(app, deleteAccount, admins, async (r) => ({
    message: await service.deleteAccount(db, currentUser(r), r.params.id),
  }));
  operationRoute(app, setWholesaler, admins, async (r) => ({
    message: await service.setWholesaler(db, currentUser(r), r.params.id, r.body.wholesaler),
  }));
  operationRoute(app, createWholesaler, admins, async (r) => ({
    message: await service.createWholesalerAccount(auth, db, toHeaders(r as never), r.body),
  }));
  operationRoute(app, updateMyProfile, customers, async (r) => ({
    message: await service.updateMyProfile(db, currentUser(r), r.body),
  }));
  operationRoute(app, changeMyEmail, customers, async (r) => ({
    message: await service.changeMyEmail(db, currentUser(r), r.body),
  }));
}
