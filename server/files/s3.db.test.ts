import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { uploadedFiles } from "@/server/db/schema";
import { apiClient } from "@/test/api";
import { fileStorage } from "./config";
import { s3Storage } from "./s3";
import { solidPng } from "./test-files";

/**
 * The S3 adapter against a stand-in for an S3-compatible service on loopback:
 * path-style PUT, GET and DELETE of objects, signed with the configured keys.
 */

const BUCKET = "boxwright-files";
const ACCESS_KEY = "AKIDBOXWRIGHTTEST";

interface StoredObject {
  bytes: Buffer;
  contentType: string | undefined;
}

const objects = new Map<string, StoredObject>();
const requests: { method: string; path: string; authorization: string }[] = [];
/** From which PUT on (counting from 1) the stand-in answers with a server error, retries included; 0 for none. */
let failingPut = 0;
let puts = 0;
let server: Server;
let endpoint: string;

async function body(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function xmlError(code: string, message: string) {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url!, "http://s3.local");
    const path = decodeURIComponent(url.pathname);
    requests.push({ method: request.method!, path, authorization: String(request.headers.authorization ?? "") });
    const payload = await body(request);
    const reply = (status: number, content: string | Buffer = "", headers: Record<string, string> = {}) => {
      response.writeHead(status, { "content-type": "application/xml", ...headers });
      response.end(content);
    };
    if (!String(request.headers.authorization).includes(`Credential=${ACCESS_KEY}/`)) return reply(403, xmlError("AccessDenied", "Access Denied"));
    if (!path.startsWith(`/${BUCKET}/`)) return reply(404, xmlError("NoSuchBucket", "The specified bucket does not exist"));
    switch (request.method) {
      case "PUT":
        puts += 1;
        if (failingPut && puts >= failingPut) return reply(500, xmlError("InternalError", "We encountered an internal error"));
        objects.set(path, { bytes: payload, contentType: request.headers["content-type"] });
        return reply(200, "", { etag: '"etag"' });
      case "GET": {
        const found = objects.get(path);
        if (!found) return reply(404, xmlError("NoSuchKey", "The specified key does not exist."));
        return reply(200, found.bytes, { "content-type": found.contentType ?? "application/octet-stream", "content-length": String(found.bytes.length) });
      }
      case "DELETE":
        objects.delete(path);
        return reply(204);
      default:
        return reply(405, xmlError("MethodNotAllowed", "Not here"));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: "eu-central-1",
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: "secret-for-tests",
  });
});

afterAll(async () => {
  for (const name of ["S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) delete process.env[name];
  await new Promise((resolve) => server.close(resolve));
});

const api = apiClient();

async function upload(token: string, bytes: Uint8Array) {
  const form = new FormData();
  form.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), "logo.png");
  form.set("purpose", "design");
  const response = await api.raw("/api/files", { method: "POST", body: form, headers: { "X-Api-Token": token } });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the API answered
  return { status: response.status, body: (await response.json()) as any };
}

describe("the S3 adapter", () => {
  it("puts, gets and deletes objects path-style, signed with the configured key", async () => {
    const storage = s3Storage({ bucket: BUCKET, endpoint, region: "eu-central-1", accessKeyId: ACCESS_KEY, secretAccessKey: "secret-for-tests" });
    const bytes = new Uint8Array([1, 2, 3, 250]);
    await storage.put("abc/original", bytes, "image/png");
    expect(objects.get(`/${BUCKET}/abc/original`)).toEqual({ bytes: Buffer.from(bytes), contentType: "image/png" });
    expect(await storage.get("abc/original")).toEqual(bytes);
    expect(await storage.get("abc/missing")).toBeNull();
    await storage.delete("abc/original");
    await storage.delete("abc/original");
    expect(objects.has(`/${BUCKET}/abc/original`)).toBe(false);
    expect(requests.at(-1)).toMatchObject({ method: "DELETE", path: `/${BUCKET}/abc/original` });
    expect(requests.every((request) => request.authorization.startsWith("AWS4-HMAC-SHA256"))).toBe(true);
  });

  it("refuses keys that are not the server's own", async () => {
    const storage = fileStorage();
    await expect(storage.put("../escape", new Uint8Array([1]), "image/png")).rejects.toThrow("Not a storage key");
    await expect(storage.get("a//b")).rejects.toThrow("Not a storage key");
  });

  it("keeps uploads in the bucket when S3_BUCKET is set, and deletes them with the file", async () => {
    const { token } = (await api.get("/api/users/create_anonymous")).body as { token: string };
    const png = await solidPng(64, 32);
    const { status, body } = await upload(token, png);
    expect(status).toBe(201);
    const keys = [...objects.keys()].filter((key) => key.startsWith(`/${BUCKET}/${body.id}/`)).sort();
    expect(keys).toEqual(
      ["original_limited", "original_limited_monochrome", "original_monochrome", "source", "thumbnail", "thumbnail_monochrome"].map(
        (variant) => `/${BUCKET}/${body.id}/${variant}`,
      ),
    );
    expect(objects.get(`/${BUCKET}/${body.id}/source`)).toEqual({ bytes: Buffer.from(png), contentType: "image/png" });

    const downloaded = await api.raw(body.variants.original, { headers: { "X-Api-Token": token } });
    expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(png);

    expect((await api.delete(`/api/files/${body.id}`, { token })).status).toBe(204);
    expect([...objects.keys()].filter((key) => key.includes(body.id))).toEqual([]);
  });

  it("removes what reached the bucket when a later write fails, and records nothing", async () => {
    const { token, user } = (await api.get("/api/users/create_anonymous")).body as { token: string; user: { id: number } };
    const before = new Set(objects.keys());
    failingPut = puts + 3;
    const { status, body } = await upload(token, await solidPng(64, 32));
    failingPut = 0;
    expect(status).toBe(500);
    expect(body.error.code).toBe("internal_error");
    expect([...objects.keys()].filter((key) => !before.has(key))).toEqual([]);
    const db = await database();
    expect(await db.select().from(uploadedFiles).where(eq(uploadedFiles.userId, user.id))).toEqual([]);
  });
});
