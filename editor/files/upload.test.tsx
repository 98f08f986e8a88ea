import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppProviders } from "@/components/providers/AppProviders";
import { UploadError } from "./errors";
import type { FileRecord } from "./rules";
import { uploadFile } from "./upload";
import { busyStateOf, useUpload, type UploadState } from "./useUpload";

/**
 * The browser's upload through jsdom's real XMLHttpRequest to a small server on
 * loopback, which answers as the shop API does and records what it received.
 */

const RECORD: FileRecord = {
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

interface Received {
  headers: IncomingMessage["headers"];
  body: string;
}

const received: Received[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer(async (request, response) => {
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
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const pngFile = (content = "\x89PNG", name = "logo.png") => new File([content], name, { type: "image/png" });

describe("uploadFile", () => {
  it("sends the file and its options as multipart with the region and token headers, reporting progress", async () => {
    const progress: number[] = [];
    let sentAt = -1;
    const record = await uploadFile(
      pngFile(),
      { purpose: "design", region: "pl", token: "tok-123", baseUrl, maxColours: 32, colourSpace: "monochromeWhite", onSent: () => (sentAt = progress.length) },
      (fraction) => progress.push(fraction),
    );
    expect(record).toEqual(RECORD);
    const request = received.at(-1)!;
    expect(request.headers).toMatchObject({ "x-region": "pl", "x-api-token": "tok-123" });
    expect(request.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toMatch(/name="file"; filename="logo.png"/);
    expect(request.body).toMatch(/name="purpose"\r\n\r\ndesign/);
    expect(request.body).toMatch(/name="max_colours"\r\n\r\n32/);
    expect(request.body).toMatch(/name="colour_space"\r\n\r\nmonochromeWhite/);
    expect(progress.at(-1)).toBe(1);
    expect(sentAt).toBe(progress.length);
  });

  it("turns the shop's error envelope into an UploadError with its code and details", async () => {
    const error = await uploadFile(pngFile("too-colourful"), { purpose: "design", region: "eu", token: "t", baseUrl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ code: "too_many_colours", status: 422, details: { colours: 40, max_colours: 32 } });
  });

  it("refuses an answer that is not a file record", async () => {
    await expect(uploadFile(pngFile("not-a-record"), { purpose: "design", region: "eu", token: "t", baseUrl })).rejects.toMatchObject({
      code: "upload_failed",
    });
  });

  it("needs a token, and says so without sending anything", async () => {
    const before = received.length;
    document.cookie = "api-token=; max-age=0; path=/";
    localStorage.clear();
    await expect(uploadFile(pngFile(), { purpose: "design", region: "eu", baseUrl })).rejects.toMatchObject({ code: "unauthorized", status: null });
    expect(received.length).toBe(before);
  });

  it("reports an unreachable shop as a network failure, and a cancelled upload as aborted", async () => {
    await expect(uploadFile(pngFile(), { purpose: "design", region: "eu", token: "t", baseUrl: "http://127.0.0.1:9/api" })).rejects.toMatchObject({
      code: "network",
    });
    const controller = new AbortController();
    controller.abort();
    await expect(uploadFile(pngFile(), { purpose: "design", region: "eu", token: "t", baseUrl, signal: controller.signal })).rejects.toMatchObject({
      code: "aborted",
    });
  });
});

describe("useUpload", () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders regionId="de" pathPrefix="">
      {children}
    </AppProviders>
  );

  it("goes from uploading through converting to done, with the storefront's region", async () => {
    const seen: UploadState["status"][] = [];
    const { result } = renderHook(
      () => {
        const upload = useUpload({ purpose: "design", token: "tok-hook", baseUrl });
        if (seen.at(-1) !== upload.state.status) seen.push(upload.state.status);
        return upload;
      },
      { wrapper },
    );
    expect(result.current.state).toEqual({ status: "idle" });
    let pending: Promise<FileRecord | null> = Promise.resolve(null);
    act(() => {
      pending = result.current.upload(pngFile("slow"));
    });
    expect(result.current.state.status).toBe("uploading");
    await waitFor(() => expect(result.current.state.status).toBe("converting"));
    let record: FileRecord | null = null;
    await act(async () => {
      record = await pending;
    });
    expect(record).toEqual(RECORD);
    expect(result.current.state).toEqual({ status: "done", record: RECORD });
    expect(seen).toEqual(["idle", "uploading", "converting", "done"]);
    expect(received.at(-1)!.headers["x-region"]).toBe("de");
  });

  it("fails at once with the check's code for a file it will not send, and with the server's code otherwise", async () => {
    const { result } = renderHook(() => useUpload({ purpose: "dieline", token: "t", baseUrl }), { wrapper });
    const before = received.length;
    await act(async () => {
      await result.current.upload(pngFile());
    });
    expect(result.current.state).toMatchObject({ status: "failed", code: "unsupported_file_type" });
    expect(received.length).toBe(before);

    const design = renderHook(() => useUpload({ purpose: "design", token: "t", baseUrl }), { wrapper });
    await act(async () => {
      await design.result.current.upload(pngFile("too-colourful"));
    });
    await waitFor(() => expect(design.result.current.state).toMatchObject({ status: "failed", code: "too_many_colours" }));
    act(() => design.result.current.reset());
    expect(design.result.current.state).toEqual({ status: "idle" });
  });

  it("maps its states to the busy overlays", () => {
    expect(busyStateOf({ status: "uploading", progress: 0.4 })).toBe("waitingForFiles");
    expect(busyStateOf({ status: "converting" })).toBe("converting");
    expect(busyStateOf({ status: "idle" })).toBeNull();
    expect(busyStateOf({ status: "done", record: RECORD })).toBeNull();
  });
});
