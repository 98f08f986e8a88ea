import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import type { FileRecord } from "@/lib/files/record";

/**
 * A stand-in for the shop's POST /api/files on loopback, for the browser's upload
 * tests: uploads go through XMLHttpRequest (for its progress events), which fetch
 * stubs do not see. It answers as the shop API does (by default by what the file
 * says) and records what it received.
 */

export const RECORD: FileRecord = {
  id: "f1",
  purpose: "design",
  original_name: "logo.png",
  content_type: "image/png",
  byte_size: 4,
  width: 2,
  height: 2,
  colours: 1,
  colours_more_than: false,
  variants: { thumbnail: "/api/files/f1/thumbnail" },
  created_at: "2025-01-01T00:00:00.000Z",
};

export interface Received {
  /** The path asked for ('/api/files'). */
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** What the stand-in answers an upload with. */
export interface UploadAnswer {
  status: number;
  body: unknown;
  /** Waits this long after the answer's headers before its body (the shop converting the file). */
  convertingMs?: number;
}

/** The shop's answers by what the file says: 'too-colourful', 'slow', 'not-a-record', or the record. */
export function shopAnswer(body: string): UploadAnswer {
  if (body.includes("too-colourful")) {
    return { status: 422, body: { error: { code: "too_many_colours", message: "The file has 40 colours", details: { colours: 40, max_colours: 32 } } } };
  }
  if (body.includes("slow")) return { status: 201, body: RECORD, convertingMs: 300 };
  if (body.includes("not-a-record")) return { status: 201, body: { id: 1 } };
  return { status: 201, body: RECORD };
}

export interface UploadStandIn {
  /** The stand-in's /api, as the upload's baseUrl. */
  baseUrl: string;
  received: Received[];
  close(): Promise<void>;
}

/** `answer` gets each upload's multipart body as text, and the whole upload as received. */
export async function startUploadStandIn(answer: (body: string, upload: Received) => UploadAnswer = shopAnswer): Promise<UploadStandIn> {
  const received: Received[] = [];
  const server: Server = createServer(async (request, response) => {
    // The page's origin differs from the stand-in's: answer as a CORS-enabled API would.
    const cors = {
      "access-control-allow-origin": request.headers.origin ?? "*",
      "access-control-allow-headers": "x-api-token, x-region, accept",
      "access-control-allow-methods": "POST",
    };
    if (request.method === "OPTIONS") {
      response.writeHead(204, cors);
      return response.end();
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("latin1");
    const upload = { url: request.url ?? "", headers: request.headers, body };
    received.push(upload);
    const reply = answer(body, upload);
    response.writeHead(reply.status, { ...cors, "content-type": "application/json" });
    if (reply.convertingMs) {
      // jsdom reports the upload complete when the answer's headers come, so they are sent before the wait.
      response.flushHeaders();
      await new Promise((resolve) => setTimeout(resolve, reply.convertingMs));
    }
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs a stand-in for the test file's tests: started before them, closed after; read it inside a test. */
export function uploadStandInForTests(answer?: (body: string, upload: Received) => UploadAnswer): Omit<UploadStandIn, "close"> {
  let standIn: UploadStandIn | undefined;
  beforeAll(async () => {
    standIn = await startUploadStandIn(answer);
  });
  afterAll(() => standIn?.close());
  return {
    get baseUrl() {
      return standIn!.baseUrl;
    },
    get received() {
      return standIn!.received;
    },
  };
}

/** A small PNG file to upload (its content says what the stand-in answers). */
export const pngFile = (content = "\x89PNG", name = "logo.png") => new File([content], name, { type: "image/png" });
