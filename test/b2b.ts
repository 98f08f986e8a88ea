import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { database } from "@/server/db";
import { users } from "@/server/db/schema";
import { signUp as signUpConfirmed } from "./accounts";
import type { apiClient } from "./api";

/** Accounts and uploads for the b2b tests: buyers, order managers and their files. */

type Api = ReturnType<typeof apiClient>;
let counter = 0;

export interface Account {
  email: string;
  token: string;
}

/** A signed-up buyer with an address of their own (on `domain`, their company's or a mail service's). */
export async function signUp(api: Api, prefix = "buyer", domain = "example.com"): Promise<Account> {
  const email = `${prefix}${Date.now()}${(counter += 1)}@${domain}`;
  const response = await signUpConfirmed(api, { email, password: "Cardboard-Castle-42" }, { path: "/api/v2/users" });
  return { email, token: response.body.token as string };
}

/** A signed-up account whose address is confirmed: every sign-up is, once its mailed link is opened (ADR 0029). */
export async function confirmedSignUp(api: Api, prefix = "buyer"): Promise<Account> {
  return signUp(api, prefix);
}

/**
 * A signed-in account whose address is not confirmed: one from before sign-up asked
 * for confirmation (ADR 0029), the only kind that can be signed in unconfirmed.
 */
export async function unconfirmedSignUp(api: Api, prefix = "buyer", domain = "example.com"): Promise<Account> {
  const account = await signUp(api, prefix, domain);
  await (await database()).update(users).set({ confirmedAt: null }).where(eq(users.email, account.email.toLowerCase()));
  return account;
}

/** An order manager: an account marked as one. */
export async function orderManager(api: Api, name = { first: "Olga", last: "Manager" }): Promise<Account> {
  const account = await signUp(api, "manager");
  const db = await database();
  await db.update(users).set({ manager: true, firstName: name.first, lastName: name.last }).where(eq(users.email, account.email.toLowerCase()));
  return account;
}

/** The account's address confirmed, as the mailed link does. */
export async function confirmEmail(account: Account): Promise<Account> {
  const db = await database();
  await db.update(users).set({ confirmedAt: new Date() }).where(eq(users.email, account.email.toLowerCase()));
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
