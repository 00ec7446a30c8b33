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
} from "../../contracts/accounts/accounts";
import { CUSTOMER_ROLES, isAdmin, STAFF_ROLES } from "../../domain/kernel/roles";
import type { Auth } from "../auth/auth";
import { currentUser, toHeaders } from "../auth/session";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";
import * as service from "./service";

/** Clientes Web (staff), Mayoristas and Equipo (admins), Mi Información (clients and wholesalers). */
export async function accountRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  operationRoute(app, listWebClients, {}, (r) => {
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
  operationRoute(app, listWholesalers, {}, (r) =>
    service.listAccounts(db, ["wholesaler"], r.query.q, r.query.page),
  );
  operationRoute(app, listTeamMembers, {}, (r) =>
    service.listAccounts(db, STAFF_ROLES, r.query.q, r.query.page),
  );
  operationRoute(app, updateAccount, {}, async (r) => ({
    message: await service.updateAccount(db, currentUser(r), r.params.id, r.body),
  }));
  operationRoute(app, setAccountDisabled, {}, async (r) => ({
    message: await service.setAccountDisabled(db, currentUser(r), r.params.id, r.body.disabled),
  }));
  operationRoute(app, deleteAccount, {}, async (r) => ({
    message: await service.deleteAccount(db, currentUser(r), r.params.id),
  }));
  operationRoute(app, setWholesaler, {}, async (r) => ({
    message: await service.setWholesaler(db, currentUser(r), r.params.id, r.body.wholesaler),
  }));
  operationRoute(app, createWholesaler, {}, async (r) => ({
    message: await service.createWholesalerAccount(auth, db, toHeaders(r as never), r.body),
  }));
  operationRoute(app, updateMyProfile, {}, async (r) => ({
    message: await service.updateMyProfile(db, currentUser(r), r.body),
  }));
  operationRoute(app, changeMyEmail, {}, async (r) => ({
    message: await service.changeMyEmail(db, currentUser(r), r.body),
  }));
}
