import { type EditorPicture, picturesAnswer } from "../../contracts/products/products";
import { msg } from "../../domain/kernel/messages";
import { MAX_PICTURE_BYTES } from "../../domain/products/product";
import { operationUrl, postMultipart } from "../lib/api";

const ACCEPTED = new Set(["image/jpeg", "image/png", "image/webp"]);

/** A first look in the browser (type and size); the server judges the bytes themselves. */
export function refusalOf(file: File): string | null {
  if (!ACCEPTED.has(file.type)) return msg.pictureNotImage;
  if (file.size > MAX_PICTURE_BYTES) return msg.pictureTooLarge;
  return null;
}

/** A product picture (contract `uploadProductPicture`, multipart); answers the product's pictures. */
export async function uploadPicture(productId: string, file: File): Promise<EditorPicture[]> {
  const form = new FormData();
  form.append("file", file, file.name);
  const answer = await postMultipart(
    operationUrl("uploadProductPicture", { params: { id: productId } }),
    form,
    msg.internalError,
    (body) => picturesAnswer.parse(body),
  );
  return answer.pictures;
}
