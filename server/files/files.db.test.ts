import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { uploadedFiles } from "@/server/db/schema";
import { apiClient } from "@/test/api";
import { fileStorage } from "./config";
import { UPLOADS_PER_HOUR } from "./rules";
import { acceptUpload, filesOwnedBy, readVariant } from "./service";
import { diskStorage, type FileStorage } from "./storage";
import { distinctColours, pagePdf, pngClaiming, POSTSCRIPT_AI, solidJpeg, solidPng, stripesPng, svg, zipWithText } from "./test-files";

/**
 * The upload service through the API, with real PNG, JPEG, SVG and PDF files
 * and the files kept in a folder of this test's own, so what is (and is not)
 * left behind can be seen.
 */

const api = apiClient();
let filesDir: string;

beforeAll(() => {
  filesDir = mkdtempSync(path.join(os.tmpdir(), "boxwright-files-"));
  process.env.FILES_DIR = filesDir;
});

afterAll(() => {
  delete process.env.FILES_DIR;
  rmSync(filesDir, { recursive: true, force: true });
});

/** Every stored object, as paths under the files folder. */
function storedObjects(): string[] {
  return readdirSync(filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(filesDir, path.join(entry.parentPath, entry.name)));
}

async function visitor() {
  const { body } = await api.get("/api/users/create_anonymous");
  return body as { token: string; user: { id: number } };
}

async function upload(token: string | undefined, bytes: Uint8Array, name: string, purpose: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  form.set("purpose", purpose);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const response = await api.raw("/api/files", { method: "POST", body: form, headers: token ? { "X-Api-Token": token } : {} });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the API answered
  return { status: response.status, body: (await response.json()) as any };
}

async function download(token: string | undefined, url: string) {
  const response = await api.raw(url, { headers: token ? { "X-Api-Token": token } : {} });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function imageOf(token: string, url: string) {
  const { status, bytes, headers } = await download(token, url);
  expect(status).toBe(200);
  expect(headers.get("content-type")).toBe("image/png");
  const metadata = await sharp(bytes).metadata();
  expect(metadata.format).toBe("png");
  return metadata;
}

async function rowsOf(userId: number) {
  const db = await database();
  return db.select().from(uploadedFiles).where(eq(uploadedFiles.userId, userId));
}

const ARTWORK_VARIANTS = ["source", "original", "original_monochrome", "original_limited", "original_limited_monochrome", "thumbnail", "thumbnail_monochrome"];

describe("uploading artwork", () => {
  it("turns a PNG into every variant at the right sizes, all PNG, the original being the upload itself", async () => {
    const me = await visitor();
    const png = await stripesPng(["#ff0000", "#00ff00"], 1300, 1300);
    const { status, body } = await upload(me.token, png, "wide logo.png", "design");
    expect(status).toBe(201);
    expect(body).toMatchObject({
      purpose: "design",
      original_name: "wide logo.png",
      content_type: "image/png",
      byte_size: png.byteLength,
      width: 2600,
      height: 1300,
      colours: 2,
      colours_more_than: false,
    });
    expect(Object.keys(body.variants).sort()).toEqual([...ARTWORK_VARIANTS].sort());
    expect(body.variants.thumbnail).toBe(`/api/files/${body.id}/thumbnail`);

    expect(await imageOf(me.token, body.variants.original)).toMatchObject({ width: 2600, height: 1300 });
    expect(await imageOf(me.token, body.variants.original_limited)).toMatchObject({ width: 2000, height: 1000 });
    expect(await imageOf(me.token, body.variants.thumbnail)).toMatchObject({ width: 300, height: 150 });
    for (const variant of ["original_monochrome", "original_limited_monochrome", "thumbnail_monochrome"]) {
      expect(await imageOf(me.token, body.variants[variant])).toMatchObject({ space: "b-w" });
    }
    expect((await imageOf(me.token, body.variants.thumbnail_monochrome)).width).toBe(300);
    expect((await download(me.token, body.variants.source)).bytes).toEqual(png);
    // Storage keys are the server's: nothing of the shopper's name reaches the disk.
    expect(
      storedObjects()
        .filter((key) => key.startsWith(body.id))
        .sort(),
    ).toEqual(
      ARTWORK_VARIANTS.filter((variant) => variant !== "original")
        .map((variant) => path.join(body.id, variant))
        .sort(),
    );
    expect(storedObjects().some((key) => key.includes("logo"))).toBe(false);
  });

  it("converts a JPEG to PNG without enlarging small images", async () => {
    const me = await visitor();
    const { status, body } = await upload(me.token, await solidJpeg(800, 600), "photo.jpg", "design");
    expect(status).toBe(201);
    expect(body).toMatchObject({ content_type: "image/jpeg", width: 800, height: 600 });
    expect(await imageOf(me.token, body.variants.original)).toMatchObject({ width: 800, height: 600 });
    expect(await imageOf(me.token, body.variants.original_limited)).toMatchObject({ width: 800, height: 600 });
    expect(await imageOf(me.token, body.variants.thumbnail)).toMatchObject({ width: 300, height: 225 });
    expect((await download(me.token, body.variants.source)).headers.get("content-type")).toBe("image/jpeg");

    // A camera's portrait photo: stored landscape with an orientation tag, shown upright.
    const portrait = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#777" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const turned = await upload(me.token, new Uint8Array(portrait), "portrait.jpg", "design");
    expect(turned.body).toMatchObject({ width: 600, height: 800 });
    expect(await imageOf(me.token, turned.body.variants.original)).toMatchObject({ width: 600, height: 800 });
  });

  it("rasterizes an SVG at 300 dpi for physical units and serves its source only as a download", async () => {
    const me = await visitor();
    const { status, body } = await upload(me.token, svg('width="2in" height="1in"', '<rect width="100%" height="100%" fill="#e67e22"/>'), "logo.svg", "design");
    expect(status).toBe(201);
    expect(body).toMatchObject({ content_type: "image/svg+xml", width: 600, height: 300, colours: 1 });
    expect(await imageOf(me.token, body.variants.original)).toMatchObject({ width: 600, height: 300 });
    expect(await imageOf(me.token, body.variants.thumbnail)).toMatchObject({ width: 300, height: 150 });
    const source = await download(me.token, body.variants.source);
    expect(source.headers.get("content-type")).toBe("image/svg+xml");
    expect(source.headers.get("content-disposition")).toMatch(/^attachment; filename="logo.svg"/);
    expect(source.headers.get("x-content-type-options")).toBe("nosniff");

    const sized = await upload(me.token, svg('viewBox="0 0 640 480"'), "box.svg", "design");
    expect(sized.body).toMatchObject({ width: 640, height: 480 });
  });

  it("rasterizes a PDF's first page at 300 dpi, its thumbnail at 144", async () => {
    const me = await visitor();
    const { status, body } = await upload(me.token, await pagePdf(612, 792), "letter.pdf", "design");
    expect(status).toBe(201);
    expect(body).toMatchObject({ content_type: "application/pdf", width: 2550, height: 3300, colours: 1 });
    expect(await imageOf(me.token, body.variants.original)).toMatchObject({ width: 2550, height: 3300 });
    expect(await imageOf(me.token, body.variants.original_limited)).toMatchObject({ width: 1545, height: 2000 });
    expect(await imageOf(me.token, body.variants.thumbnail)).toMatchObject({ width: 232, height: 300 });
    const source = await download(me.token, body.variants.source);
    expect(source.headers.get("content-type")).toBe("application/pdf");
    expect(source.headers.get("content-disposition")).toMatch(/^attachment/);
  });

  it("makes white-ink monochrome variants as the inverted greyscale", async () => {
    const me = await visitor();
    const white = await solidPng(40, 40, "#ffffff");
    const plain = await upload(me.token, white, "white.png", "design");
    const inverted = await upload(me.token, white, "white.png", "design", { colour_space: "monochromeWhite" });
    const firstGrey = async (url: string) =>
      (
        await sharp((await download(me.token, url)).bytes)
          .raw()
          .toBuffer()
      )[0];
    expect(await firstGrey(plain.body.variants.original_monochrome)).toBe(255);
    expect(await firstGrey(inverted.body.variants.original_monochrome)).toBe(0);
    expect(await firstGrey(inverted.body.variants.thumbnail_monochrome)).toBe(0);
  });
});

describe("access to files", () => {
  it("gives the record and the bytes to the owner only: 404 for another user, 401 without a token", async () => {
    const owner = await visitor();
    const stranger = await visitor();
    const { body } = await upload(owner.token, await solidPng(50, 50), "mine.png", "design");

    const record = await api.get(`/api/files/${body.id}`, { token: owner.token });
    expect(record.status).toBe(200);
    expect(record.body).toEqual(body);
    const bytes = await download(owner.token, body.variants.original_limited);
    expect(bytes.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(bytes.headers.get("x-content-type-options")).toBe("nosniff");
    expect(bytes.headers.get("content-disposition")).toBeNull();

    expect((await api.get(`/api/files/${body.id}`, { token: stranger.token })).status).toBe(404);
    expect((await download(stranger.token, body.variants.original)).status).toBe(404);
    expect((await download(undefined, body.variants.original)).status).toBe(401);
    expect((await api.get(`/api/files/${body.id}`)).status).toBe(401);
    expect((await api.delete(`/api/files/${body.id}`, { token: stranger.token })).status).toBe(404);
    expect((await upload(undefined, await solidPng(5, 5), "x.png", "design")).status).toBe(401);

    expect((await api.delete(`/api/files/${body.id}`, { token: owner.token })).status).toBe(204);
    expect((await api.get(`/api/files/${body.id}`, { token: owner.token })).status).toBe(404);
    expect(storedObjects().filter((key) => key.startsWith(body.id))).toEqual([]);
  });

  it("lets other modules read variants and check ownership", async () => {
    const owner = await visitor();
    const other = await visitor();
    const { body } = await upload(owner.token, await solidPng(30, 20), "a.png", "design");
    const db = await database();
    expect(await filesOwnedBy(db, owner.user.id, [body.id, "nope"])).toEqual(new Set([body.id]));
    expect(await filesOwnedBy(db, other.user.id, [body.id])).toEqual(new Set());
    const thumbnail = await readVariant(db, body.id, "thumbnail");
    expect(thumbnail?.contentType).toBe("image/png");
    expect((await sharp(thumbnail!.bytes).metadata()).width).toBe(30);
    expect(await readVariant(db, body.id, "no_such_variant")).toBeNull();
    expect(await readVariant(db, "missing", "thumbnail")).toBeNull();
  });
});

describe("what is accepted", () => {
  it("goes by the content, not the name", async () => {
    const me = await visitor();
    const png = await upload(me.token, await solidPng(20, 20), "photo.pdf", "design");
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({ content_type: "image/png", original_name: "photo.pdf" });

    const text = await upload(me.token, new TextEncoder().encode("just some words, not an image"), "logo.png", "design");
    expect(text.status).toBe(415);
    expect(text.body.error).toMatchObject({
      code: "unsupported_file_type",
      details: { purpose: "design", accepted: ["pdf", "png", "jpg", "jpeg", "svg"], detected: null },
    });
  });

  it("refuses a PNG whose header claims 20000 x 20000 px before decoding it, leaving nothing behind", async () => {
    const me = await visitor();
    const before = storedObjects();
    const { status, body } = await upload(me.token, await pngClaiming(20_000, 20_000), "huge.png", "design");
    expect(status).toBe(422);
    expect(body.error).toMatchObject({ code: "image_too_large", details: { width: 20_000, height: 20_000, max_width: 7000, max_height: 7000 } });
    expect(await rowsOf(me.user.id)).toEqual([]);
    expect(storedObjects()).toEqual(before);

    const tall = await upload(me.token, await pngClaiming(100, 7001), "tall.png", "design");
    expect(tall.body.error.details).toMatchObject({ width: 100, height: 7001 });
  });

  it("refuses a PDF page larger than 7000 px at 300 dpi", async () => {
    const me = await visitor();
    const { status, body } = await upload(me.token, await pagePdf(1700, 500), "banner.pdf", "design");
    expect(status).toBe(422);
    expect(body.error).toMatchObject({ code: "image_too_large", details: { width: 7083, height: 2083 } });
  });

  it.each([
    ["a script", "<script>alert(1)</script>"],
    ["an onload handler", '<rect width="5" height="5" onload="alert(1)"/>'],
    ["an external href", '<image href="https://evil.example/x.png" width="5" height="5"/>'],
    ["an external xlink:href", '<use xlink:href="http://evil.example/sprite.svg#a"/>'],
    ["a foreignObject", '<foreignObject width="5" height="5"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>'],
    ["a remote url() in a style", '<rect width="5" height="5" style="fill: url(https://evil.example/p.svg#g)"/>'],
    ["a javascript: link", '<a href="javascript:alert(1)"><rect width="5" height="5"/></a>'],
  ])("refuses an SVG with %s", async (_what, body) => {
    const me = await visitor();
    const before = storedObjects();
    const { status, body: answer } = await upload(me.token, svg('width="10" height="10"', body), "bad.svg", "design");
    expect(status).toBe(422);
    expect(answer.error.code).toBe("unsafe_svg");
    expect(await rowsOf(me.user.id)).toEqual([]);
    expect(storedObjects()).toEqual(before);
  });

  it("refuses an SVG with an entity declaration", async () => {
    const me = await visitor();
    const bomb = new TextEncoder().encode(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg" width="5" height="5"><text>&a;</text></svg>',
    );
    const { status, body } = await upload(me.token, bomb, "bomb.svg", "design");
    expect(status).toBe(422);
    expect(body.error.code).toBe("unsafe_svg");
  });

  it("counts colours, refusing more than max_colours with the count in the details", async () => {
    const me = await visitor();
    const forty = await stripesPng(distinctColours(40), 5, 20);
    const refused = await upload(me.token, forty, "forty.png", "design", { max_colours: "32" });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: "too_many_colours", details: { colours: 40, max_colours: 32, more_than: false } });
    expect(await rowsOf(me.user.id)).toEqual([]);

    const accepted = await upload(me.token, forty, "forty.png", "design");
    expect(accepted.status).toBe(201);
    expect(accepted.body.colours).toBe(40);
    const [row] = await rowsOf(me.user.id);
    expect(row!.colours).toBe(40);

    // Larger than the proxy: counted on a nearest-neighbour copy, which invents no colours.
    const wide = await upload(me.token, await stripesPng(distinctColours(40), 130, 10), "wide.png", "design", { max_colours: "40" });
    expect(wide.body).toMatchObject({ width: 5200, colours: 40 });

    expect((await upload(me.token, forty, "forty.png", "design", { max_colours: "0" })).status).toBe(400);
  });

  it("takes PDF and Illustrator files as dielines, drawn at 50 dpi, and refuses PNG", async () => {
    const me = await visitor();
    const pdf = await upload(me.token, await pagePdf(612, 792), "dieline.pdf", "dieline");
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({ width: 425, height: 550 });
    expect(await imageOf(me.token, pdf.body.variants.thumbnail)).toMatchObject({ width: 232, height: 300 });

    const modernAi = await upload(me.token, await pagePdf(300, 300), "dieline.ai", "dieline");
    expect(modernAi.status).toBe(201);
    expect(modernAi.body).toMatchObject({ content_type: "application/pdf", original_name: "dieline.ai", width: 208 });

    const postscriptAi = await upload(me.token, POSTSCRIPT_AI, "old-dieline.ai", "dieline");
    expect(postscriptAi.status).toBe(201);
    expect(postscriptAi.body).toMatchObject({ content_type: "application/postscript", width: null, height: null, colours: null });
    expect(Object.keys(postscriptAi.body.variants)).toEqual(["source"]);
    expect((await download(me.token, postscriptAi.body.variants.source)).bytes).toEqual(POSTSCRIPT_AI);

    const png = await upload(me.token, await solidPng(10, 10), "dieline.png", "dieline");
    expect(png.status).toBe(415);
    expect(png.body.error.details.accepted).toEqual(["pdf", "ai", "eps"]);
  });

  it("stores contact and quote attachments, with a thumbnail for images and PDF", async () => {
    const me = await visitor();
    const zip = await upload(me.token, zipWithText("brief.txt", "Forty boxes, kraft, one colour."), "brief.zip", "contact");
    expect(zip.status).toBe(201);
    expect(zip.body).toMatchObject({ content_type: "application/zip", width: null });
    expect(Object.keys(zip.body.variants)).toEqual(["source"]);

    const png = await upload(me.token, await solidPng(1200, 600), "sketch.png", "quote");
    expect(Object.keys(png.body.variants).sort()).toEqual(["source", "thumbnail"]);
    expect(await imageOf(me.token, png.body.variants.thumbnail)).toMatchObject({ width: 300, height: 150 });

    // Large sheets are fine as attachments: only the thumbnail is drawn.
    const pdf = await upload(me.token, await pagePdf(3000, 2000), "sheet.pdf", "quote");
    expect(pdf.status).toBe(201);
    expect(await imageOf(me.token, pdf.body.variants.thumbnail)).toMatchObject({ width: 300, height: 200 });

    expect((await upload(me.token, await solidJpeg(10, 10), "photo.jpg", "contact")).status).toBe(415);
  });

  it("refuses a bad purpose or a missing file as invalid", async () => {
    const me = await visitor();
    expect((await upload(me.token, await solidPng(5, 5), "a.png", "poster")).body.error.code).toBe("invalid_request");
    const form = new FormData();
    form.set("purpose", "design");
    const response = await api.raw("/api/files", { method: "POST", body: form, headers: { "X-Api-Token": me.token } });
    expect(response.status).toBe(400);
  });
});

describe("the hourly allowance", () => {
  it("refuses uploads past it with 429, and leaves other users alone", async () => {
    const me = await visitor();
    const empty = () => {
      const form = new FormData();
      form.set("purpose", "design");
      return api.raw("/api/files", { method: "POST", body: form, headers: { "X-Api-Token": me.token } });
    };
    for (let i = 0; i < UPLOADS_PER_HOUR; i += 1) expect((await empty()).status).toBe(400);
    const refused = await empty();
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe("rate_limited");
    expect((await upload((await visitor()).token, await solidPng(5, 5), "a.png", "design")).status).toBe(201);
  });
});

describe("oversized bodies", () => {
  it("refuses a body announced as larger than the limit without reading it", async () => {
    const me = await visitor();
    const chunk = new Uint8Array(1024 * 1024);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 81) return controller.close();
        pulled += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await api.raw("/api/files", {
      method: "POST",
      headers: { "X-Api-Token": me.token, "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(81 * 1024 * 1024) },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatchObject({ code: "file_too_large", details: { max_bytes: 80 * 1024 * 1024 } });
    expect(pulled).toBeLessThan(5);
  });

  it("stops reading a body without a length once it passes the limit", async () => {
    const me = await visitor();
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 120 * chunk.length) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await api.raw("/api/files", {
      method: "POST",
      headers: { "X-Api-Token": me.token, "Content-Type": "multipart/form-data; boundary=x" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("file_too_large");
    expect(sent).toBeLessThan(100 * chunk.length);
  });
});

describe("failures leave nothing behind", () => {
  it("refuses a damaged PNG as unreadable, with no row and no objects", async () => {
    const me = await visitor();
    const whole = await solidPng(400, 400);
    const damaged = whole.slice(0, Math.floor(whole.length * 0.6));
    const before = storedObjects();
    const { status, body } = await upload(me.token, damaged, "broken.png", "design");
    expect(status).toBe(422);
    expect(body.error).toMatchObject({ code: "unreadable_file", details: { detected: "png" } });
    expect(await rowsOf(me.user.id)).toEqual([]);
    expect(storedObjects()).toEqual(before);
  });

  it("refuses a damaged PDF as unreadable", async () => {
    const me = await visitor();
    const { status, body } = await upload(me.token, new TextEncoder().encode("%PDF-1.7\nthis is no PDF at all\n%%EOF"), "broken.pdf", "design");
    expect(status).toBe(422);
    expect(body.error).toMatchObject({ code: "unreadable_file", details: { detected: "pdf" } });
  });

  it("deletes what was stored when storing fails part way", async () => {
    const me = await visitor();
    const db = await database();
    const disk = fileStorage();
    let puts = 0;
    const failing: FileStorage = {
      ...disk,
      async put(key, bytes, contentType) {
        puts += 1;
        if (puts === 4) throw new Error("disk full");
        await disk.put(key, bytes, contentType);
      },
    };
    const before = storedObjects();
    await expect(acceptUpload(db, me.user, { bytes: await solidJpeg(300, 200), originalName: "a.jpg", purpose: "design" }, failing)).rejects.toThrow(
      "disk full",
    );
    expect(puts).toBeGreaterThanOrEqual(4);
    expect(storedObjects()).toEqual(before);
    expect(await rowsOf(me.user.id)).toEqual([]);
  });

  it("keeps files in FILES_DIR under server-made keys", async () => {
    const me = await visitor();
    const { body } = await upload(me.token, await solidPng(10, 10), "../../etc/passwd.png", "design");
    expect(body.original_name).toBe("passwd.png");
    const disk = diskStorage(filesDir);
    expect(await disk.get(`${body.id}/thumbnail`)).not.toBeNull();
  });
});
