/**
 * What an upload operation takes instead of a JSON body: a multipart/form-data form, declared once
 * on its operation (`multipart`). The route's upload limits come from it (files, fields, bytes;
 * src/server/http/multipart.ts) and the OpenAPI document publishes it as the request body, so a
 * generated client sends the parts the server reads, within the same limits.
 */
export interface MultipartFile {
  /** The media types the server accepts (it checks the bytes themselves, not the declared type). */
  readonly types: readonly string[];
  /** The largest file, in bytes: a bigger one is refused with 413. */
  readonly maxBytes: number;
  /** Said in the document, beside the types and the size. */
  readonly description: string;
}

export interface MultipartText {
  /** At most this many characters (the field's bytes are bounded at four per character). */
  readonly maxLength: number;
  readonly description: string;
}

export interface MultipartForm {
  /** The file parts by field name; each one is required and sent once. */
  readonly files: Readonly<Record<string, MultipartFile>>;
  /** Optional text parts by field name. */
  readonly fields?: Readonly<Record<string, MultipartText>>;
}

/** The photo types the store re-encodes (support photos, product pictures, transfer proofs). */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
