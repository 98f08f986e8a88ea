import { describe, expect, it } from "vitest";
import { apiClient } from "@/test/api";
import { anonymousUser, uploadFile } from "@/test/b2b";
import { MAX_ATTACHMENT_SIDE } from "./rules";
import { pagePdf } from "./test-files";

const api = apiClient();

/**
 * A PDF's page size is the file's own claim, and its UserUnit multiplies it without
 * bound: a page that claims to be kilometres wide is refused as too large, never stored
 * with a size the database cannot hold (which answered 500).
 */
describe("a PDF attachment's page size", () => {
  it("refuses a page whose UserUnit makes it larger than anything the shop keeps, with the upload's own refusal", async () => {
    const token = await anonymousUser(api);
    const uploaded = await uploadFile(api, token, await pagePdf(14400, 10000, 75000), "sheet.pdf", "quote");
    expect(uploaded.status).toBe(422);
    expect(uploaded.body.error.code).toBe("image_too_large");
    expect(uploaded.body.error.details).toMatchObject({ max_width: MAX_ATTACHMENT_SIDE, max_height: MAX_ATTACHMENT_SIDE });
  });

  it("still takes a large sheet with a modest UserUnit as an attachment", async () => {
    const token = await anonymousUser(api);
    const uploaded = await uploadFile(api, token, await pagePdf(600, 400, 10), "sheet.pdf", "quote");
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.width).toBeLessThanOrEqual(MAX_ATTACHMENT_SIDE);
  });
});
