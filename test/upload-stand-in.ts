import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FileRecord } from "@/lib/files/record";

/**
 * A stand-in for the shop's POST /api/files on loopback, for the browser's upload
 * tests: it answers as the shop API does (by what the file says: 'too-colourful',
 * 'slow', 'not-a-record') and records what it received.
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
  headers: IncomingMessage["headers"];
  body: string;
}

export interface UploadStandIn {
  /** The stand-in's /api, as the upload's baseUrl. */
  baseUrl: string;
  received: Received[];
  close(): Promise<void>;
}

export async function startUploadStandIn(): Promise<UploadStandIn> {
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
    received.push({ headers: request.headers, body });
    const json = { ...cors, "content-type": "application/json" };
    if (body.includes("too-colourful")) {
      response.writeHead(422, json);
      return response.end(
        JSON.stringify({ error: { code: "too_many_colours", message: "The file has 40 colours", details: { colours: 40, max_colours: 32 } } }),
      );
    }
    if (body.includes("slow")) {
      // Stands for the time the shop spends converting after the last byte arrived. jsdom reports
      // the upload complete when the answer's headers come, so they are sent before the wait.
      response.writeHead(201, json);
      response.flushHeaders();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return response.end(JSON.stringify(RECORD));
    }
    if (body.includes("not-a-record")) {
      response.writeHead(201, json);
      return response.end(JSON.stringify({ id: 1 }));
    }
    response.writeHead(201, json);
    response.end(JSON.stringify(RECORD));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
