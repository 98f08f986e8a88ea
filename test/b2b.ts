import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { database } from "@/server/db";
import { users } from "@/server/db/schema";
import type { apiClient } from "./api";

/** Accounts and uploads for the b2b tests: buyers, order managers and their files. */

type Api = ReturnType<typeof apiClient>;
let counter = 0;

export interface Account {
  email: string;
  token: string;
}

/** A signed-up buyer with an address of their own. */
export async function signUp(api: Api, prefix = "buyer"): Promise<Account> {
  const email = `${prefix}${Date.now()}${(counter += 1)}@example.com`;
  // From an address of its own: tests that sign many buyers up are not testing the sign-up limit per address.
  const response = await api.post("/api/v2/users", { email, password: "Cardboard-Castle-42" }, { headers: { "x-forwarded-for": `signup-${email}` } });
  expect(response.status).toBeLessThan(300);
  return { email, token: response.body.token as string };
}

/** A signed-up account whose address is confirmed, as if the confirmation link had been opened. */
export async function confirmedSignUp(api: Api, prefix = "buyer"): Promise<Account> {
  const account = await signUp(api, prefix);
  await (await database()).update(users).set({ confirmedAt: new Date() }).where(eq(users.email, account.email));
  return account;
}

/** An order manager: an account marked as one. */
export async function orderManager(api: Api, name = { first: "Olga", last: "Manager" }): Promise<Account> {
  const account = await signUp(api, "manager");
  const db = await database();
  await db.update(users).set({ manager: true, firstName: name.first, lastName: name.last }).where(eq(users.email, account.email));
  return account;
}

export async function anonymousUser(api: Api): Promise<string> {
  const response = await api.get("/api/users/anonymous");
  expect(response.status).toBe(200);
  return response.body.token as string;
}

export async function uploadFile(api: Api, token: string, bytes: Uint8Array, name: string, purpose: string) {
  const form = new FormData();
  form.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  form.set("purpose", purpose);
  const response = await api.raw("/api/files", { method: "POST", body: form, headers: { "X-Api-Token": token } });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the API answered
  return { status: response.status, body: (await response.json()) as any };
}
