import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded bytes live, behind one small interface (config.ts chooses):
 * files in a folder, or memory; the S3 bucket is in s3.ts.
 */

export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are made by the server: segments of letters, digits, '-', '_' and '.', never '..'. */
const KEY_PATTERN = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;

export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.length > 512) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

export function diskStorage(root: string): FileStorage {
  const fileFor = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    async put(key, bytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString("hex")}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileFor(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileFor(key);
      await rm(file, { force: true });
      // A file's variants share a folder; drop it once it is empty.
      await rmdir(path.dirname(file)).catch(() => {});
    },
  };
}

export function memoryStorage(): FileStorage {
  const objects = new Map<string, Uint8Array>();
  return {
    async put(key, bytes) {
      assertKey(key);
      objects.set(key, new Uint8Array(bytes));
    },
    async get(key) {
      assertKey(key);
      const bytes = objects.get(key);
      return bytes ? new Uint8Array(bytes) : null;
    },
    async delete(key) {
      assertKey(key);
      objects.delete(key);
    },
  };
}
