import type { MultipartForm } from "../../contracts/kernel/multipart";
import { STORABLE_TEXT_PATTERN } from "../../contracts/kernel/text";

/** UTF-8 spends at most four bytes on a character: the byte bound of a text part of `n` characters. */
const BYTES_PER_CHARACTER = 4;

/** The limits @fastify/multipart enforces for an upload form: its files and fields, and nothing else. */
export function multipartLimits(form: MultipartForm) {
  const files = Object.values(form.files);
  const fields = Object.values(form.fields ?? {});
  return {
    files: files.length,
    fields: fields.length,
    parts: files.length + fields.length,
    fileSize: Math.max(...files.map((f) => f.maxBytes)),
    ...(fields.length
      ? { fieldSize: Math.max(...fields.map((f) => f.maxLength)) * BYTES_PER_CHARACTER }
      : {}),
  };
}

const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;

/**
 * The OpenAPI request body of an upload form: each file a binary string (its size bound as
 * maxLength, in bytes, and its types as the part's encoding), each text field bounded and bearing
 * the storable-text pattern every request string does.
 */
export function multipartRequestBody(form: MultipartForm) {
  const files = Object.entries(form.files).map(([name, file]) => [
    name,
    {
      type: "string",
      format: "binary",
      maxLength: file.maxBytes,
      description: `${file.description}; hasta ${megabytes(file.maxBytes)}`,
    },
  ]);
  const fields = Object.entries(form.fields ?? {}).map(([name, field]) => [
    name,
    {
      type: "string",
      maxLength: field.maxLength,
      pattern: STORABLE_TEXT_PATTERN,
      description: field.description,
    },
  ]);
  return {
    required: true,
    content: {
      "multipart/form-data": {
        schema: {
          type: "object",
          required: Object.keys(form.files),
          properties: Object.fromEntries([...files, ...fields]),
        },
        encoding: Object.fromEntries(
          Object.entries(form.files).map(([name, file]) => [name, { contentType: file.types.join(", ") }]),
        ),
      },
    },
  };
}
