import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";

/**
 * Where product images live (docs/decisions/0073). Local disk under DATA_DIR by default; an
 * S3-compatible bucket when configured, so several instances behind a load balancer serve the
 * same pictures. Keys are relative paths like 'products/ab12/cd34-640.webp'.
 */
export interface ImageStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** A readable stream, or null when the key does not exist. */
  get(key: string): Promise<Readable | null>;
  /** Removes these keys; a key that does not exist is not an error. */
  remove(keys: readonly string[]): Promise<void>;
  removePrefix(prefix: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe storage key: ${key}`);
}

export function localImageStorage(root: string): ImageStorage {
  const full = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = full(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      const file = full(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(full(key), { force: true })));
    },
    async removePrefix(prefix) {
      await rm(full(prefix), { recursive: true, force: true });
    },
  };
}

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, Spaces, s3rver); AWS itself when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs (bucket in the path), which most S3-compatible servers need. */
  forcePathStyle?: boolean;
  /** Prepended to every key, so one bucket may hold several stores. */
  prefix?: string;
}

/**
 * The same interface over an S3-compatible bucket (@aws-sdk/client-s3). The SDK (several MB of
 * heap) is loaded on the first call: a server that keeps pictures on disk never loads it.
 */
export function s3ImageStorage(options: S3StorageOptions): ImageStorage {
  let connected: Promise<{ sdk: typeof import("@aws-sdk/client-s3"); client: S3Client }> | undefined;
  const connect = () => {
    connected ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
      }),
    }));
    return connected;
  };
  const Bucket = options.bucket;
  const full = (key: string) => {
    assertSafeKey(key);
    return `${options.prefix ?? ""}${key}`;
  };
  const removeAll = async (keys: string[]) => {
    const { sdk, client } = await connect();
    for (let i = 0; i < keys.length; i += 1000) {
      const chunk = keys.slice(i, i + 1000);
      if (!chunk.length) continue;
      await client.send(
        new sdk.DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  };
  return {
    async put(key, data) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: full(key),
          Body: data,
          ContentType: key.endsWith(".webp") ? "image/webp" : "application/octet-stream",
        }),
      );
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: full(key) }));
        const body = answer.Body;
        if (!body) return null;
        // On Node the SDK answers a Readable; other runtimes a web stream, which the SDK hands out as such.
        return body instanceof Readable ? body : Readable.from(body.transformToWebStream());
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (error instanceof sdk.NoSuchKey || status === 404) return null;
        throw error;
      }
    },
    async remove(keys) {
      await removeAll(keys.map(full));
    },
    async removePrefix(prefix) {
      const { sdk, client } = await connect();
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: full(prefix), ContinuationToken: token }),
        );
        await removeAll((page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

/**
 * Public URL of one WebP variant of a stored product image (served under /media). Lives with the
 * storage so every feature can build it without importing the products feature.
 */
export function productImageUrl(storageKey: string, width: number): string {
  return `/media/${storageKey}-${width}.webp`;
}
