import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import negotiator from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import { sendJson } from "./operation-route";

/**
 * How the server compresses its answers: the compress plugin's options (app.ts), which kept
 * answers follow too. Brotli with the plugin's own default parameters (quality 4: fast enough to
 * run per answer), else gzip; nothing under 1 KB.
 */
export const COMPRESSION = {
  global: true,
  threshold: 1024,
  // An answer up to 64 KB is compressed in one synchronous call and sent with its length: the
  // plugin's default on 2 cores (8 KB) sent a 15 KB list through a compression stream, chunk by
  // chunk, which cost more than the request's queries (docs/decisions/0218).
  syncThreshold: 64 * 1024,
  encodings: ["br", "gzip"] as ("br" | "gzip")[],
  brotliOptions: {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 4,
    },
  },
};
type Encoding = (typeof COMPRESSION.encodings)[number];

const compressors: Record<Encoding, (text: Buffer) => Buffer> = {
  br: (text) =>
    brotliCompressSync(text, {
      params: { ...COMPRESSION.brotliOptions.params, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
    }),
  gzip: (text) => gzipSync(text),
};

/**
 * A JSON answer kept across requests by a read cache, already encoded by its operation's response
 * schema, as the UTF-8 bytes it is sent as. Each compressed form is made on the first request that
 * asks for it and kept with them: a kept answer costs neither its serialisation, nor its encoding
 * to bytes, nor its compression again (docs/decisions/0228). Under load, encoding a 40 KB text
 * for every answer was also what grew the server's memory.
 */
export class KeptJson {
  readonly bytes: Buffer;
  private readonly compressed = new Map<Encoding, Buffer>();

  constructor(text: string) {
    this.bytes = Buffer.from(text);
  }

  /** The answer as text (a page's HTML carries it). */
  get text(): string {
    return this.bytes.toString();
  }

  compressedAs(encoding: Encoding): Buffer {
    let bytes = this.compressed.get(encoding);
    if (!bytes) {
      bytes = compressors[encoding](this.bytes);
      this.compressed.set(encoding, bytes);
    }
    return bytes;
  }
}

/** The encoding the client accepts, read as the compress plugin reads it (`*` and x-gzip are gzip). */
function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers["accept-encoding"];
  if (!header || request.headers["x-no-compression"] !== undefined) return undefined;
  const chosen = negotiator.negotiate(
    header.toLowerCase().replace(/\*|x-gzip/gu, "gzip"),
    COMPRESSION.encodings,
  );
  return chosen ?? undefined;
}

/**
 * Sends a kept answer, compressed as the client accepts from the bytes kept with it. An answer
 * under the threshold, or a client that accepts neither encoding, gets its plain bytes (which the
 * compress plugin then leaves as they are, by the same rules).
 */
export function sendKeptJson(request: FastifyRequest, reply: FastifyReply, kept: KeptJson) {
  const encoding = kept.bytes.length >= COMPRESSION.threshold ? acceptedEncoding(request) : undefined;
  if (!encoding) return sendJson(reply, kept.bytes);
  const vary = reply.getHeader("vary");
  if (!vary) reply.header("vary", "accept-encoding");
  else if (!String(vary).toLowerCase().includes("accept-encoding"))
    reply.header("vary", `${vary}, accept-encoding`);
  // With its Content-Encoding set, the compress plugin passes the bytes through as they are.
  reply.header("content-encoding", encoding);
  return sendJson(reply, kept.compressedAs(encoding));
}
