import { describe, expect, it } from "vitest";
import { checkBeforeUpload } from "./check";
import { UploadError, uploadErrorFrom } from "./errors";
import { acceptAttribute, MAX_UPLOAD_BYTES } from "./rules";

const file = (name: string, size = 1000) => ({ name, size });

describe("checkBeforeUpload", () => {
  it("lets through the extensions each purpose accepts, in any case", () => {
    for (const name of ["logo.pdf", "logo.PNG", "photo.jpg", "photo.JPEG", "mark.svg"]) expect(checkBeforeUpload(file(name), "design")).toBeNull();
    for (const name of ["net.pdf", "net.ai", "net.eps"]) expect(checkBeforeUpload(file(name), "dieline")).toBeNull();
    for (const name of ["brief.zip", "sketch.png", "old.ai"]) expect(checkBeforeUpload(file(name), "contact")).toBeNull();
  });

  it("refuses other extensions, naming what is accepted", () => {
    const refused = checkBeforeUpload(file("photo.gif"), "design");
    expect(refused).toBeInstanceOf(UploadError);
    expect(refused).toMatchObject({
      code: "unsupported_file_type",
      details: { purpose: "design", accepted: ["pdf", "png", "jpg", "jpeg", "svg"], detected: "gif" },
    });
    expect(checkBeforeUpload(file("dieline.png"), "dieline")?.code).toBe("unsupported_file_type");
    expect(checkBeforeUpload(file("photo.jpg"), "quote")?.code).toBe("unsupported_file_type");
    expect(checkBeforeUpload(file("README"), "design")?.details).toMatchObject({ detected: null });
    expect(checkBeforeUpload(file(".png"), "design")?.code).toBe("unsupported_file_type");
    expect(checkBeforeUpload(file("logo.png."), "design")?.code).toBe("unsupported_file_type");
  });

  it("refuses empty files and files over 80 MB", () => {
    expect(checkBeforeUpload(file("a.png", 0), "design")?.code).toBe("empty_file");
    expect(checkBeforeUpload(file("a.png", MAX_UPLOAD_BYTES), "design")).toBeNull();
    expect(checkBeforeUpload(file("a.png", MAX_UPLOAD_BYTES + 1), "design")).toMatchObject({
      code: "file_too_large",
      details: { max_bytes: 80 * 1024 * 1024 },
    });
  });

  it("gives the file picker its accept list", () => {
    expect(acceptAttribute("dieline")).toBe(".pdf,.ai,.eps");
  });
});

describe("uploadErrorFrom", () => {
  const envelope = (code: string, details: unknown = null) => JSON.stringify({ error: { code, message: `said ${code}`, details } });

  it("keeps the server's code, message and details", () => {
    const error = uploadErrorFrom(422, envelope("too_many_colours", { colours: 40, max_colours: 32, more_than: false }));
    expect(error).toMatchObject({ code: "too_many_colours", status: 422, message: "said too_many_colours", details: { colours: 40, max_colours: 32 } });
    expect(uploadErrorFrom(422, envelope("unsafe_svg", { reason: "a <script> element" })).code).toBe("unsafe_svg");
    expect(uploadErrorFrom(415, envelope("unsupported_file_type", { accepted: ["pdf"] })).details).toEqual({ accepted: ["pdf"] });
    expect(uploadErrorFrom(422, envelope("vector_too_large", { max_pixels: 25_000_000 })).code).toBe("vector_too_large");
    expect(uploadErrorFrom(503, envelope("uploads_busy", { retry_after_seconds: 10 })).code).toBe("uploads_busy");
    expect(uploadErrorFrom(429, envelope("rate_limited", { retry_after_seconds: 10 })).code).toBe("rate_limited");
  });

  it("falls back on the status for codes it does not know and answers without the envelope", () => {
    expect(uploadErrorFrom(409, envelope("something_new")).code).toBe("upload_failed");
    expect(uploadErrorFrom(503, envelope("maintenance")).code).toBe("server_error");
    expect(uploadErrorFrom(413, "<html><body>413 Request Entity Too Large</body></html>")).toMatchObject({
      code: "file_too_large",
      status: 413,
      details: null,
    });
    expect(uploadErrorFrom(502, "").code).toBe("server_error");
    expect(uploadErrorFrom(401, "not json").code).toBe("unauthorized");
    expect(uploadErrorFrom(429, "Too Many Requests").code).toBe("rate_limited");
  });
});
