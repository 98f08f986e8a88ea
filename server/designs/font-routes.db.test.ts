import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_FILES, FONT_FILES_REVISION } from "@/lib/design/fonts";
import { api } from "./testing";

const packages = path.join(process.cwd(), "node_modules");

async function envelope(response: Response) {
  return (await response.json()) as { error: { code: string; message: string; details: unknown } };
}

describe("the design fonts route", () => {
  it("streams a font file by its key as TrueType, cached for a year", async () => {
    const response = await api.raw(`/api/design_fonts/caveat-700?v=${FONT_FILES_REVISION}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("font/ttf");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes).equals(await readFile(path.join(packages, "@expo-google-fonts/caveat/700Bold/Caveat_700Bold.ttf")))).toBe(true);
  });

  it("serves every file the editor can ask for", async () => {
    for (const file of FONT_FILES) {
      const response = await api.raw(`/api/design_fonts/${file.key}`);
      expect(response.status, file.key).toBe(200);
      const bytes = new Uint8Array(await response.arrayBuffer());
      // A TrueType file with glyf outlines starts with version 1.0.
      expect([...bytes.subarray(0, 4)], file.key).toEqual([0, 1, 0, 0]);
    }
  });

  it("answers an unknown key with 404 and the error envelope", async () => {
    for (const key of ["comic-sans-400", "caveat-400-italic", "inter-400.ttf", "INTER-400"]) {
      const response = await api.raw(`/api/design_fonts/${key}`);
      expect(response.status, key).toBe(404);
      expect((await envelope(response)).error).toMatchObject({ code: "font_not_found" });
    }
  });

  it("never turns a key into a path", async () => {
    for (const key of ["..%2F..%2Fpackage.json", "%2E%2E%2F%2E%2E%2Fpackage.json", "..%5C..%5Cpackage.json", "%2Fetc%2Fpasswd", "inter-400%00"]) {
      const response = await api.raw(`/api/design_fonts/${key}`);
      expect(response.status, key).toBe(404);
      const body = await envelope(response);
      expect(body.error.code, key).toBe("font_not_found");
      expect(JSON.stringify(body)).not.toContain("boxwright");
    }
    // Dot segments are resolved before routing, so they leave the fonts path altogether.
    const dotted = await api.raw("/api/design_fonts/../../package.json");
    expect(dotted.status).toBe(404);
    expect((await envelope(dotted)).error.code).toBe("not_found");
  });

  it("is described in the API's OpenAPI document", async () => {
    const document = await api.get("/api/openapi.json");
    expect(document.body.paths["/api/design_fonts/{key}"]?.get?.responses).toHaveProperty("200");
  });
});
