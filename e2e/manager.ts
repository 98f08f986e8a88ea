import { expect, type Browser, type Page } from "@playwright/test";
import { en } from "./messages";
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

/** The manager in a browser of their own at `shop`, signed in through the sign-in page and landed on the console. */
export async function managerSignsIn(browser: Browser, shop: string): Promise<Page> {
  await managerToken(shop);
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${shop}/sign_in/?redirect=${encodeURIComponent("/manager")}`);
  const login = page.getByRole("dialog", { name: en.Account.login.title });
  await login.getByLabel(en.Account.fields.email).fill(MANAGER.email);
  await login.getByLabel(en.Account.fields.password).fill(MANAGER.password);
  await login.getByRole("button", { name: en.Account.login.submit }).click();

  // An account made through the API has not answered the consents: they are asked for once, after signing in.
  const consents = page.getByRole("dialog", { name: en.Account.consents.title });
  const inbox = page.getByRole("heading", { level: 1, name: en.Manager.inbox.title });
  await expect(consents.or(inbox)).toBeVisible();
  if (await consents.isVisible()) {
    await consents.getByLabel(en.Account.consents.terms).check();
    await consents.getByRole("button", { name: en.Account.consents.save }).click();
  }
  await expect(page).toHaveURL(/\/manager$/);
  await expect(inbox).toBeVisible();
  return page;
}
