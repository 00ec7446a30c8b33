import type { EditorPicture } from "../../contracts/products";
import { msg } from "../../domain/messages";
import { MAX_PICTURE_BYTES } from "../../domain/product";
import { ApiError, operationUrl } from "../lib/api";

const ACCEPTED = new Set(["image/jpeg", "image/png", "image/webp"]);

/** A first look in the browser (type and size); the server judges the bytes themselves. */
export function refusalOf(file: File): string | null {
  if (!ACCEPTED.has(file.type)) return msg.pictureNotImage;
  if (file.size > MAX_PICTURE_BYTES) return msg.pictureTooLarge;
  return null;
}

/**
 * The one multipart request of the web app (contract `uploadProductPicture`, declared without a
 * JSON body): same-origin, so the browser's Origin header passes the server's CSRF guard.
 */
export async function uploadPicture(productId: string, file: File): Promise<EditorPicture[]> {
  const form = new FormData();
  form.append("file", file, file.name);
  let response: Response;
  try {
    response = await fetch(operationUrl("uploadProductPicture", { params: { id: productId } }), {
      method: "POST",
      body: form,
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", msg.internalError);
  }
  const body = (await response.json().catch(() => null)) as
    | { pictures: EditorPicture[] }
    | { error?: { code: string; message: string; field?: string } }
    | null;
  if (!response.ok || !body || !("pictures" in body)) {
    const error = body && "error" in body ? body.error : undefined;
    throw new ApiError(
      response.status,
      error?.code ?? `HTTP_${response.status}`,
      error?.message ?? msg.internalError,
    );
  }
  return body.pictures;
}
