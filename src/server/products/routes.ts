import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { printLabels } from "../../contracts/inventory/inventory";
import {
  assignStoreBarcode,
  createProduct,
  deleteProduct,
  deleteProductPicture,
  getEditorProduct,
  orderProductPictures,
  updateProduct,
  uploadProductPicture,
} from "../../contracts/products/products";
import { msg } from "../../domain/kernel/messages";
import { currentUser } from "../auth/session";
import type { Db } from "../db/client";
import type { ImageStorage } from "../gateways/image-storage";
import { InvalidImageError } from "../gateways/image-variants";
import { AppError, invalid, notFound } from "../http/errors";
import { multipartLimits } from "../http/multipart";
import { operationRoute } from "../http/operation-route";
import { defineLimit, limitRequests } from "../http/rate-limit";
import * as codes from "./codes";
import { labelsPdf } from "./labels";
import * as service from "./service";

/**
 * The product editor: staff read a product with every field; only admin and
 * superadmin create, edit, delete and manage pictures (docs/product/roles.md, docs/decisions/0070).
 */
export async function productRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Db; storage: ImageStorage },
) {
  // Multipart in this plugin only, within the picture form's limits (one file of at most 8 MB).
  await app.register(multipart, { limits: multipartLimits(uploadProductPicture.multipart) });

  operationRoute(app, getEditorProduct, {}, async (request) => {
    const product = await service.editorProduct(db, request.params.id);
    if (!product) throw notFound(msg.inventoryProductNotFound);
    return product;
  });

  operationRoute(app, createProduct, {}, (request) =>
    service.createProduct(db, currentUser(request), request.body),
  );

  operationRoute(app, updateProduct, {}, (request) =>
    service.updateProduct(db, request.params.id, request.body),
  );

  // Price labels: staff who see Inventario; a PDF of up to 300 labels is work, so each user may
  // ask for a few a minute.
  const labelsPerUser = limitRequests(
    defineLimit(db, { name: "price-labels", points: 20, durationSeconds: 60 }),
    (request) => currentUser(request).id,
  );
  operationRoute(app, printLabels, { preHandler: labelsPerUser }, async (request, reply) => {
    const pdf = await labelsPdf(db, request.body);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", 'attachment; filename="etiquetas.pdf"')
      .header("cache-control", "no-store")
      .send(pdf);
  });

  operationRoute(app, assignStoreBarcode, {}, (request) => codes.assignStoreBarcode(db, request.params.id));

  operationRoute(app, deleteProduct, {}, async (request) => {
    await service.archiveProduct(db, request.params.id);
    return { ok: true as const };
  });

  operationRoute(app, uploadProductPicture, {}, async (request) => {
    if (!request.isMultipart()) throw new AppError("unsupported_media_type", msg.pictureNotImage);
    let data: Buffer;
    try {
      const file = await request.file();
      if (!file) throw invalid(msg.pictureNotImage, "file");
      data = await file.toBuffer();
    } catch (error) {
      if (error instanceof AppError) throw error;
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
        throw new AppError("payload_too_large", msg.pictureTooLarge, "file");
      }
      throw invalid(msg.pictureNotImage, "file");
    }
    try {
      return { pictures: await service.addPicture(db, storage, request.params.id, data) };
    } catch (error) {
      if (error instanceof InvalidImageError) throw invalid(msg.pictureNotImage, "file");
      throw error;
    }
  });

  operationRoute(app, orderProductPictures, {}, async (request) => ({
    pictures: await service.orderPictures(db, request.params.id, request.body.ids),
  }));

  operationRoute(app, deleteProductPicture, {}, async (request) => ({
    pictures: await service.deletePicture(db, storage, request.params.id, request.params.imageId),
  }));
}
