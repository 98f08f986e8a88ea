import { expect } from "@playwright/test";
import { mailedConfirmationToken } from "./mail";

/** The e2e order manager: MANAGER_EMAILS in playwright.config names this account. */
export const MANAGER = { email: "e2e-manager@example.com", password: "Corrugated-Manager-2026" };

/**
 * The manager's API token: signed in to, or, the first time, registered and
 * confirmed through the mailed link (a manager must have a confirmed address, and
 * the link is what signs a new account in). Any journey may come first.
 */
export async function managerToken(shop: string): Promise<string> {
  const api = (path: string, body: unknown) =>
    fetch(`${shop}/api${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const signIn = async () => {
    const answer = await api("/sign_in", MANAGER);
    return answer.ok ? ((await answer.json()) as { token: string }).token : null;
  };
  const existing = await signIn();
  if (existing) return existing;

  expect((await api("/v2/users", MANAGER)).status, "the manager account is asked for").toBe(202);
  const confirmed = await api("/user_confirmations/confirm", { confirmation_token: await mailedConfirmationToken(MANAGER.email) });
  if (confirmed.ok) return ((await confirmed.json()) as { token: string }).token;
  // Another journey opened the link first: the account is confirmed, so it signs in.
  let token: string | null = null;
  await expect.poll(async () => (token = await signIn()), { intervals: [2000] }).not.toBeNull();
  return token!;
}
