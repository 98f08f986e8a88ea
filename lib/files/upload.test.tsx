import { describe, expect, it } from "vitest";
import { pngFile, RECORD, uploadStandInForTests } from "@/test/upload-stand-in";
import { UploadError } from "./errors";
import { uploadFile } from "./upload";

/**
 * The browser's upload through jsdom's real XMLHttpRequest to a stand-in for the
 * shop API on loopback (test/upload-stand-in.ts).
 */

const shop = uploadStandInForTests();

describe("uploadFile", () => {
  it("sends the file and its options as multipart with the region and token headers, reporting progress", async () => {
    const progress: number[] = [];
    let sentAt = -1;
    const record = await uploadFile(
      pngFile(),
      {
        purpose: "design",
        region: "pl",
        token: "tok-123",
        baseUrl: shop.baseUrl,
        maxColours: 32,
        colourSpace: "monochromeWhite",
        onSent: () => (sentAt = progress.length),
      },
      (fraction) => progress.push(fraction),
    );
    expect(record).toEqual(RECORD);
    const request = shop.received.at(-1)!;
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
    const error = await uploadFile(pngFile("too-colourful"), { purpose: "design", region: "eu", token: "t", baseUrl: shop.baseUrl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ code: "too_many_colours", status: 422, details: { colours: 40, max_colours: 32 } });
  });

  it("refuses an answer that is not a file record", async () => {
    await expect(uploadFile(pngFile("not-a-record"), { purpose: "design", region: "eu", token: "t", baseUrl: shop.baseUrl })).rejects.toMatchObject({
      code: "upload_failed",
    });
  });

  it("needs a token, and says so without sending anything", async () => {
    const before = shop.received.length;
    document.cookie = "api-token=; max-age=0; path=/";
    localStorage.clear();
    await expect(uploadFile(pngFile(), { purpose: "design", region: "eu", baseUrl: shop.baseUrl })).rejects.toMatchObject({
      code: "unauthorized",
      status: null,
    });
    expect(shop.received.length).toBe(before);
  });

  it("reports an unreachable shop as a network failure, and a cancelled upload as aborted", async () => {
    await expect(uploadFile(pngFile(), { purpose: "design", region: "eu", token: "t", baseUrl: "http://127.0.0.1:9/api" })).rejects.toMatchObject({
      code: "network",
    });
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadFile(pngFile(), { purpose: "design", region: "eu", token: "t", baseUrl: shop.baseUrl, signal: controller.signal }),
    ).rejects.toMatchObject({
      code: "aborted",
    });
  });
});
