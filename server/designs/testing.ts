import sharp from "sharp";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { signUp } from "@/test/accounts";
import { database } from "@/server/db";
import { users } from "@/server/db/schema";
import { apiClient } from "@/test/api";

/** Shared by the designs integration tests: visitors, accounts, uploads and documents. */

export const api = apiClient();

/** A full-colour mailer: box model mailer-box, inside 200 x 150 x 70 mm. */
export const MAILER = "mailer-box-full-color-200x150x70";
export const MAILER_INSIDE = { length: 200, width: 150, height: 70 };
/** The same product in another size. */
export const SMALL_MAILER = "mailer-box-full-color-150x100x50";
export const PLAIN_MAILER = "mailer-box-plain-200x150x70";

let counter = 0;
export const unique = (prefix: string) => `${prefix}${Date.now()}${(counter += 1)}`;

export async function visitor(region = "eu") {
  const { body } = await api.get("/api/users/create_anonymous", { region });
  return { token: body.token as string, id: body.user?.id as number | undefined, region };
}

/** A registered account, signed in; its address confirmed unless asked otherwise (only confirmed accounts mail others, ADR 0033). */
export async function account(firstName?: string, { confirmed = true }: { confirmed?: boolean } = {}) {
  const email = `${unique("shopper")}@example.com`;
  // Each account signs up from an address of its own: the sign-up limit per address is not what these tests are about.
  const created = await signUp(
    api,
    { email, password: "Kartonowa-Wstega-72", ...(firstName ? { first_name: firstName } : {}) },
    { headers: { "x-forwarded-for": unique("signup") } },
  );
  const id = created.body.user.id as number;
  // An account from before sign-up asked for confirmation (ADR 0029): signed in, its address not confirmed.
  if (!confirmed) await (await database()).update(users).set({ confirmedAt: null }).where(eq(users.id, id));
  return { token: created.body.token as string, id, email, region: "eu" };
}

/** Uploads a small PNG through the files API, as the editor does; answers the file's id. */
export async function upload(token: string, background = "#d7263d"): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("purpose", "design");
  form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
  const response = await api.raw("/api/files", { method: "POST", headers: { "X-Api-Token": token }, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A version 2 document for the mailer with an image of each file on its front. */
export function mailerDocument(fileIds: string[] = [], background = "#ffffff") {
  return {
    version: 2,
    model: "mailer-box",
    inside: MAILER_INSIDE,
    sides: {
      front: {
        background,
        elements: fileIds.map((fileId, index) => ({
          id: `image-${index}`,
          type: "image",
          x: 10,
          y: 10,
          width: 50,
          height: 40,
          rotation: 0,
          opacity: 1,
          fileId,
        })),
      },
    },
  };
}

export async function createDesign(token: string, design: Record<string, unknown> = {}) {
  const created = await api.post("/api/box_designs", { box_design: { sku: MAILER, ...design } }, { token });
  expect(created.status).toBe(201);
  return created.body as { id: number; updated_at: string; name: string; document: Record<string, unknown> };
}
