import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  confirmStatementMatch,
  getReconciliation,
  getWebOrderBankStates,
  importStatement,
  listStatementAccounts,
  previewStatement,
  saveStatementMapping,
  undoStatementMatch,
} from "../../contracts/bank-statements/bank-statements";
import { STATEMENT_MAX_BYTES } from "../../domain/bank-statements/bank-statements";
import { bankStatementMsg as m } from "../../domain/bank-statements/messages-bank-statements";
import { currentUser } from "../auth/session";
import type { FeatureDeps } from "../feature";
import { AppError, invalid } from "../http/errors";
import { multipartLimits } from "../http/multipart";
import { operationRoute } from "../http/operation-route";
import * as confirmMatchUseCase from "./confirm-statement-match";
import * as importStatementUseCase from "./import-statement";
import * as listAccountsUseCase from "./list-statement-accounts";
import * as previewUseCase from "./preview-statement";
import * as reconciliationUseCase from "./reconciliation";
import * as saveMappingUseCase from "./save-statement-mapping";
import * as undoMatchUseCase from "./undo-statement-match";
import * as webOrderStatesUseCase from "./web-order-bank-states";

/** The use cases, one file each, by the names the routes call them. */
const service = {
  ...listAccountsUseCase,
  ...saveMappingUseCase,
  ...previewUseCase,
  ...importStatementUseCase,
  ...reconciliationUseCase,
  ...confirmMatchUseCase,
  ...undoMatchUseCase,
  ...webOrderStatesUseCase,
};

/**
 * The bank statement of each store account and its reconciliation with the declared transfers,
 * for admins and superadmins (as Convertir in Compras Web).
 */
export async function bankStatementRoutes(app: FastifyInstance, { db }: FeatureDeps) {
  if (!app.hasContentTypeParser("multipart/form-data")) {
    await app.register(multipart, { limits: multipartLimits(importStatement.multipart) });
  }

  operationRoute(app, listStatementAccounts, {}, () => service.listAccounts(db));
  operationRoute(app, saveStatementMapping, {}, (request) =>
    service.saveMapping(db, request.params.account, request.body, currentUser(request).id),
  );
  operationRoute(app, previewStatement, {}, async (request) => {
    const file = await readStatementForm(request);
    return service.preview(db, request.params.account, file.bytes, request.query);
  });
  operationRoute(app, importStatement, {}, async (request) => {
    const file = await readStatementForm(request);
    return service.importStatement(
      db,
      request.params.account,
      file.bytes,
      file.name,
      currentUser(request).id,
    );
  });
  operationRoute(app, getReconciliation, {}, (request) =>
    service.reconciliation(db, request.params.account, request.query.from, request.query.to),
  );
  operationRoute(app, confirmStatementMatch, {}, (request) =>
    service.confirmMatch(db, request.params.id, request.body.declarationId, currentUser(request)),
  );
  operationRoute(app, undoStatementMatch, {}, (request) =>
    service.undoMatch(db, request.params.id, currentUser(request)),
  );
  operationRoute(app, getWebOrderBankStates, {}, () => service.webOrderStates(db));
}

/** The upload form: one `file` (CSV or XLSX, at most 5 MB). */
async function readStatementForm(request: FastifyRequest): Promise<{ bytes: Buffer; name: string }> {
  if (!request.isMultipart()) throw invalid(m.fileMissing, "file");
  let file: { bytes: Buffer; name: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file" && part.fieldname === "file" && !file)
        file = { bytes: await part.toBuffer(), name: part.filename };
      else if (part.type === "file") part.file.resume();
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("payload_too_large", m.fileTooLarge(STATEMENT_MAX_BYTES / 1024 / 1024), "file");
    }
    throw invalid(m.fileUnreadable, "file");
  }
  if (!file?.bytes.length) throw invalid(m.fileMissing, "file");
  return file;
}
