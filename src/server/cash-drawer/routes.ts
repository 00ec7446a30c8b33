import type { FastifyInstance, FastifyReply } from "fastify";
import * as ops from "../../contracts/cash-drawer/cash-drawer";
import { currentUser } from "../auth/session";
import type { FeatureDeps } from "../feature";
import { operationRoute } from "../http/operation-route";
import { approveDrawerSession } from "./approve-drawer-session";
import { closeDrawerSession } from "./close-drawer-session";
import { createCashRegister } from "./create-cash-register";
import { deleteCashRegister } from "./delete-cash-register";
import { drawerReportPdf } from "./drawer-report-pdf";
import { drawerSessionsCsv } from "./drawer-sessions-csv";
import { getCashDrawerSettings } from "./get-cash-drawer-settings";
import { getDrawerDashboard } from "./get-drawer-dashboard";
import { getDrawerSession } from "./get-drawer-session";
import { getDrawerXReport } from "./get-drawer-x-report";
import { getRegisterSession } from "./get-register-session";
import { listCashRegisters } from "./list-cash-registers";
import { listDrawerSessions } from "./list-drawer-sessions";
import { openDrawerSession } from "./open-drawer-session";
import { recordDrawerEntry } from "./record-drawer-entry";
import { updateCashDrawerSettings } from "./update-cash-drawer-settings";
import { updateCashRegister } from "./update-cash-register";

const sendFile = (reply: FastifyReply, type: string, filename: string, body: Buffer | string) =>
  reply
    .header("content-type", type)
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(body);

export async function cashDrawerRoutes(app: FastifyInstance, { db }: FeatureDeps): Promise<void> {
  operationRoute(app, ops.listCashRegisters, {}, () => listCashRegisters(db));
  operationRoute(app, ops.createCashRegister, {}, (request) => createCashRegister(db, request.body));
  operationRoute(app, ops.updateCashRegister, {}, (request) =>
    updateCashRegister(db, request.params.id, request.body),
  );
  operationRoute(app, ops.deleteCashRegister, {}, (request) => deleteCashRegister(db, request.params.id));
  operationRoute(app, ops.getRegisterSession, {}, (request) =>
    getRegisterSession(db, request.params.id, currentUser(request)),
  );
  operationRoute(app, ops.getCashDrawerSettings, {}, () => getCashDrawerSettings(db));
  operationRoute(app, ops.updateCashDrawerSettings, {}, (request) =>
    updateCashDrawerSettings(db, request.body),
  );
  operationRoute(app, ops.openDrawerSession, {}, (request) =>
    openDrawerSession(db, currentUser(request), request.body),
  );
  operationRoute(app, ops.listDrawerSessions, {}, (request) => listDrawerSessions(db, request.query));
  operationRoute(app, ops.drawerSessionsCsv, {}, async (request, reply) => {
    const csv = await drawerSessionsCsv(db, request.query);
    const name = `cajas-${request.query.from ?? "inicio"}-${request.query.to ?? "hoy"}.csv`;
    return sendFile(reply, "text/csv; charset=utf-8", name, csv);
  });
  operationRoute(app, ops.getDrawerSession, {}, (request) =>
    getDrawerSession(db, request.params.id, currentUser(request)),
  );
  operationRoute(app, ops.recordDrawerEntry, {}, (request) =>
    recordDrawerEntry(db, request.params.id, currentUser(request), request.body),
  );
  operationRoute(app, ops.closeDrawerSession, {}, (request) =>
    closeDrawerSession(db, request.params.id, currentUser(request), request.body),
  );
  operationRoute(app, ops.approveDrawerSession, {}, (request) =>
    approveDrawerSession(db, request.params.id, currentUser(request), request.body.note),
  );
  operationRoute(app, ops.getDrawerXReport, {}, (request) =>
    getDrawerXReport(db, request.params.id, currentUser(request)),
  );
  for (const [operation, kind] of [
    [ops.drawerXReportPdf, "X"],
    [ops.drawerZReportPdf, "Z"],
  ] as const)
    operationRoute(app, operation, {}, async (request, reply) => {
      const { pdf, filename } = await drawerReportPdf(
        db,
        request.params.id,
        currentUser(request),
        kind,
        request.query.papel,
      );
      return sendFile(reply, "application/pdf", filename, pdf);
    });
  operationRoute(app, ops.getDrawerDashboard, {}, () => getDrawerDashboard(db));
}
