import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  addTransferProof,
  declareTransfer,
  getTransferProof,
  listOrderTransfers,
  registerTransferAbono,
} from "../../contracts/transfers/transfers";
import { limitMsg } from "../../domain/kernel/messages-limits";
import { TICKET_PHOTO_MAX_BYTES } from "../../domain/support/support";
import { transferMsg } from "../../domain/transfers/messages-transfers";
import { currentUser, loadSessionUser } from "../auth/session";
import type { FeatureDeps } from "../feature";
import { AppError, invalid, notFound } from "../http/errors";
import { multipartLimits } from "../http/multipart";
import { operationRoute } from "../http/operation-route";
import { hashOwnerToken, readOwnerTokens } from "../http/owner-token";
import { defineLimit, defineMinuteAndDayLimit, limitRequests } from "../http/rate-limit";
import * as service from "./service";

/**
 * A web order's transfer, declared by its buyer (the account that bought or the browser that
 * placed it: anyone else gets a 404) and read by admins.
 */
export async function transferRoutes(app: FastifyInstance, { db, auth, storage, config }: FeatureDeps) {
  if (!app.hasContentTypeParser("multipart/form-data")) {
    await app.register(multipart, { limits: multipartLimits(addTransferProof.multipart) });
  }
  const secure = config.baseUrl.startsWith("https://");
  const viewerOf = async (request: FastifyRequest): Promise<service.Viewer> => {
    const user = request.headers.cookie ? await loadSessionUser(auth, request) : null;
    return {
      userId: user?.id ?? null,
      ownerTokenHashes: readOwnerTokens(request, secure).map(hashOwnerToken),
    };
  };
  /** One buyer: their account, else their browser's order token, else their address. */
  const buyerKey = async (request: FastifyRequest) => {
    const viewer = await viewerOf(request);
    if (viewer.userId) return `user:${viewer.userId}`;
    const [token] = viewer.ownerTokenHashes;
    return token ? `owner:${token}` : `ip:${request.ip}`;
  };
  const { limits } = config;
  // The same figures as a client's ticket replies and photos (docs/decisions/0157).
  const declarations = limitRequests(
    defineMinuteAndDayLimit(
      db,
      "transfer-declarations",
      limits.ticketReplies,
      transferMsg.tooManyDeclarations,
    ),
    buyerKey,
  );
  const proofs = limitRequests(
    defineMinuteAndDayLimit(db, "transfer-proofs", limits.ticketPhotos, transferMsg.tooManyProofs),
    buyerKey,
  );
  const proofQuota = defineLimit(db, {
    name: "transfer-proof-bytes",
    points: limits.ticketPhotoQuotaBytes,
    durationSeconds: 0,
    message: limitMsg.ticketPhotoQuota,
  });

  operationRoute(app, declareTransfer, { preHandler: declarations }, async (request) =>
    service.declareTransfer(db, request.params.id, await viewerOf(request), request.body, new Date()),
  );

  operationRoute(app, addTransferProof, { preHandler: proofs }, async (request, reply) => {
    const viewer = await viewerOf(request);
    // The order is checked before the upload is read: nobody sends files to an order not theirs.
    await service.assertMayAttach(db, request.params.id, viewer);
    const file = await readProofForm(request);
    try {
      return await service.attachProof(db, storage, request.params.id, viewer, file, {
        limit: proofQuota,
        key: await buyerKey(request),
        reply,
      });
    } catch (error) {
      if (error instanceof service.InvalidProofError) throw invalid(transferMsg.proofInvalid, "proof");
      throw error;
    }
  });

  operationRoute(app, registerTransferAbono, {}, (request) =>
    service.registerTransferAbono(db, request.params.id, currentUser(request), request.body),
  );

  operationRoute(app, listOrderTransfers, {}, (request) => service.listOrderTransfers(db, request.params.id));

  operationRoute(app, getTransferProof, {}, async (request, reply) => {
    const found = await service.readProof(db, storage, request.params.id);
    if (!found) throw notFound();
    const pdf = found.type === "application/pdf";
    return (
      reply
        .header("cache-control", "no-store")
        .header("x-content-type-options", "nosniff")
        // A PDF sent by a buyer is downloaded, never run in the store's origin.
        .header("content-security-policy", "sandbox")
        .header(
          "content-disposition",
          pdf ? `attachment; filename="comprobante-${found.orderNumber}.pdf"` : "inline",
        )
        .type(found.type)
        .send(found.stream)
    );
  });
}

/** The proof form: one `proof` file (a photo up to 8 MB or a PDF up to 5 MB). */
async function readProofForm(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw invalid(transferMsg.proofMissing, "proof");
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file" && part.fieldname === "proof" && !file) file = await part.toBuffer();
      else if (part.type === "file") part.file.resume();
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError(
        "payload_too_large",
        transferMsg.proofTooLarge(TICKET_PHOTO_MAX_BYTES / 1024 / 1024),
        "proof",
      );
    }
    throw invalid(transferMsg.proofInvalid, "proof");
  }
  if (!file?.length) throw invalid(transferMsg.proofMissing, "proof");
  return file;
}
