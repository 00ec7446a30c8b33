import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/**
 * Where product images live. Local disk under DATA_DIR by default; an S3-compatible bucket
 * can implement the same interface. Keys are relative paths like 'products/ab12/cd34-640.webp'.
 */
export interface ImageStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** A readable stream, or null when the key does not exist. */
  get(key: string): Promise<Readable | null>;
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
    async removePrefix(prefix) {
      await rm(full(prefix), { recursive: true, force: true });
    },
  };
}
