import { expect, test, type Page } from "@playwright/test";
import { en } from "./messages";
import pl from "../messages/pl-PL.json" with { type: "json" };
import { MAIL_SINK_URL } from "../playwright.config";
import { signUpAndConfirm } from "./mail";

/**
 * The account journey of a new visitor, against the production build with mail
 * delivered over SMTP to the local mail sink: anonymous token on the first visit,
 * registration, confirmation from the mailed link, sign-out, a failed sign-in,
 * password recovery through the link, sign-in with the new password, addresses,
 * and the Polish paths.
 */

const port = Number(process.env.PORT || 3100);
const origin = (host: string) => `http://${host}:${port}`;
const A = en.Account;

/** The newest mail to an address, waiting for it to arrive. */
async function mailTo(email: string, subject: string): Promise<{ link: string }> {
  let link = "";
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${MAIL_SINK_URL}/messages?to=${encodeURIComponent(email)}`)).json()) as { subject: string; text: string }[];
      const mail = mails.find((candidate) => candidate.subject === subject);
      link = /https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  return { link };
}

async function storedToken(page: Page) {
  return page.evaluate(() => ({ cookie: document.cookie, local: localStorage.getItem("api-token") }));
}

async function waitForSession(page: Page, status: "anonymous" | "signed-in") {
  await expect(page.locator(`[data-session="${status}"]`)).toBeVisible();
}

test("a new visitor becomes an anonymous user with a stored token", async ({ page, context }) => {
  await page.goto(origin("localhost") + "/");
  await waitForSession(page, "anonymous");
  const { cookie, local } = await storedToken(page);
  expect(local).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  expect(cookie).toContain(`api-token=${local}`);
  expect(cookie).not.toContain("logged_in");

  // The same user on the next page; a rejected token is replaced by a new anonymous user.
  const current = await page.request.get(origin("localhost") + "/api/users/current", { headers: { "X-Api-Token": local! } });
  expect((await current.json()).anonymous).toBe(true);
  await context.clearCookies();
  await page.evaluate(() => localStorage.setItem("api-token", "revoked"));
  await page.reload();
  await waitForSession(page, "anonymous");
  expect((await storedToken(page)).local).not.toBe("revoked");
});

test("register, confirm, sign out, fail to sign in, recover the password and sign in with it", async ({ page }) => {
  // Six steps and two mails: over 20 s on a quiet machine, so the default 30 s is no margin on a busy one.
  test.setTimeout(90_000);
  const email = `e2e-${Date.now()}@example.com`;
  const password = "Corrugated-Mailer-2026";

  await page.goto(origin("localhost") + "/");
  await waitForSession(page, "anonymous");
  const anonymousToken = (await storedToken(page)).local;
  await page.getByRole("link", { name: en.AccountMenu.register }).click();

  const register = page.getByRole("dialog", { name: A.register.title });
  await register.getByLabel(A.fields.firstName).fill("Ada");
  await register.getByLabel(A.fields.email).fill(email);
  await register.getByLabel(A.fields.password).fill("short");
  await register.getByRole("button", { name: A.register.submit }).click();
  await expect(register.getByText(A.errors.termsRequired).first()).toBeVisible();
  await register.getByLabel(A.register.terms).check();
  await register.getByRole("button", { name: A.register.submit }).click();
  await expect(register.getByRole("alert")).toContainText(A.errors.password_too_short);
  await register.getByLabel(A.fields.password).fill(password);
  await register.getByRole("button", { name: A.register.submit }).click();

  // Registering signs nobody in: the visitor is still the anonymous user until the mailed link is opened.
  const checkEmail = page.getByRole("dialog", { name: A.checkEmail.title });
  await expect(checkEmail).toContainText(email);
  const afterRegistration = await storedToken(page);
  expect(afterRegistration.local).toBe(anonymousToken);
  expect(afterRegistration.cookie).not.toContain("logged_in");
  await checkEmail.getByRole("button", { name: A.checkEmail.continue }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin("localhost")}/?$`));

  // Before the address is confirmed, signing in is refused with the words of a wrong password, which mention the link.
  await page.goto(origin("localhost") + "/sign_in/");
  const early = page.getByRole("dialog", { name: A.login.title });
  await early.getByLabel(A.fields.email).fill(email);
  await early.getByLabel(A.fields.password).fill(password);
  await early.getByRole("button", { name: A.login.submit }).click();
  await expect(early.getByRole("alert")).toContainText(A.errors.invalid_credentials);

  // Registering the same address again answers alike; the owner is mailed that the account exists.
  await page.goto(origin("localhost") + "/");
  await waitForSession(page, "anonymous");
  await page.getByRole("link", { name: en.AccountMenu.register }).click();
  const registerAgain = page.getByRole("dialog", { name: A.register.title });
  await registerAgain.getByLabel(A.fields.email).fill(email);
  await registerAgain.getByLabel(A.fields.password).fill("Another-Mailer-2026");
  await registerAgain.getByLabel(A.register.terms).check();
  await registerAgain.getByRole("button", { name: A.register.submit }).click();
  await expect(page.getByRole("dialog", { name: A.checkEmail.title })).toContainText(email);
  const exists = await mailTo(email, en.Mail.account_exists.subject);
  expect(exists.link).toContain("/sign_in/");

  // The confirmation link confirms the address and signs in; the visitor's session becomes the account.
  const confirmation = await mailTo(email, en.Mail.confirm_email.subject);
  expect(confirmation.link).toContain("/auth/confirm_email/?confirmation_token=");
  await page.goto(confirmation.link);
  await expect(page.getByRole("status").filter({ hasText: email })).toHaveText(A.confirmEmail.confirmed.replace("{email}", email));
  await waitForSession(page, "signed-in");
  expect((await storedToken(page)).cookie).toContain("logged_in=true");
  await page.goto(origin("localhost") + "/account/settings");
  await expect(page.getByText(`(${A.settings.confirmed})`)).toBeVisible();

  // Sign out through the header, confirming in the dialog.
  await page.getByRole("banner").getByRole("link", { name: en.AccountMenu.signOut }).click();
  await page.getByRole("dialog", { name: A.logout.title }).getByRole("button", { name: A.logout.confirm }).click();
  await expect(page.getByRole("status")).toHaveText(A.logout.done);
  await waitForSession(page, "anonymous");
  expect((await storedToken(page)).cookie).not.toContain("logged_in");

  // A wrong password is refused with the same words as an unknown address.
  await page.goto(origin("localhost") + "/sign_in/");
  const login = page.getByRole("dialog", { name: A.login.title });
  await login.getByLabel(A.fields.email).fill(email);
  await login.getByLabel(A.fields.password).fill("not-the-password");
  await login.getByRole("button", { name: A.login.submit }).click();
  await expect(login.getByRole("alert")).toContainText(A.errors.invalid_credentials);

  // Forgotten password: the link arrives, a new password is set, and it signs in.
  await login.getByRole("button", { name: A.login.forgotten }).click();
  const forgotten = page.getByRole("dialog", { name: A.forgotten.title });
  await expect(forgotten.getByLabel(A.fields.email)).toHaveValue(email);
  await forgotten.getByRole("button", { name: A.forgotten.submit }).click();
  await expect(page.getByRole("dialog", { name: A.linkSent.title })).toContainText(email);

  const reset = await mailTo(email, en.Mail.reset_password.subject);
  await page.goto(reset.link);
  const setPassword = page.getByRole("dialog", { name: A.setPassword.title });
  const newPassword = "Brand-New-Kraft-Box-77";
  await setPassword.getByLabel(A.fields.newPassword, { exact: true }).fill(newPassword);
  await setPassword.getByLabel(A.fields.repeatPassword).fill("something else");
  await setPassword.getByRole("button", { name: A.setPassword.submit }).click();
  await expect(setPassword.getByText(A.errors.passwordsDiffer).first()).toBeVisible();
  await setPassword.getByLabel(A.fields.repeatPassword).fill(newPassword);
  await setPassword.getByRole("button", { name: A.setPassword.submit }).click();
  await page.getByRole("dialog", { name: A.passwordChanged.title }).getByRole("button", { name: A.passwordChanged.continue }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);

  // Signed out again, the old password fails and the new one works.
  await page.goto(origin("localhost") + "/sign_out/");
  await page.getByRole("dialog", { name: A.logout.title }).getByRole("button", { name: A.logout.confirm }).click();
  await expect(page.getByRole("status")).toHaveText(A.logout.done);
  await page.goto(origin("localhost") + "/sign_in/?redirect=%2Fwallet");
  const again = page.getByRole("dialog", { name: A.login.title });
  await again.getByLabel(A.fields.email).fill(email);
  await again.getByLabel(A.fields.password).fill(password);
  await again.getByRole("button", { name: A.login.submit }).click();
  await expect(again.getByRole("alert")).toContainText(A.errors.invalid_credentials);
  await again.getByLabel(A.fields.password).fill(newPassword);
  await again.getByRole("button", { name: A.login.submit }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByTestId("wallet-balance")).toHaveText("€0.00");
  await waitForSession(page, "signed-in");
});

/**
 * Registers through the API and opens the mailed link with the page's anonymous
 * token, as the confirm page does, keeping the new token as the shop does.
 */
async function registerThroughApi(page: Page, host: string, email: string) {
  await page.goto(origin(host) + "/");
  await waitForSession(page, "anonymous");
  const anonymousToken = (await storedToken(page)).local!;
  const token = await signUpAndConfirm(origin(host), { email, password: "Sturdy-Shipping-Box-5" }, anonymousToken);
  await page.evaluate((token) => {
    localStorage.setItem("api-token", token);
    document.cookie = `api-token=${token}; path=/`;
  }, token);
}

test("account pages send anonymous visitors to sign-in; addresses are added and deleted", async ({ page }) => {
  await page.goto(origin("localhost") + "/account/settings");
  await expect(page).toHaveURL(/\/sign_in\?redirect=%2Faccount%2Fsettings$/);

  const email = `e2e-address-${Date.now()}@example.com`;
  await registerThroughApi(page, "localhost", email);
  await page.goto(origin("localhost") + "/account/settings");
  await expect(page.getByText(A.settings.noAddresses)).toBeVisible();

  await page.getByRole("button", { name: A.settings.addAddress }).click();
  const dialog = page.getByRole("dialog", { name: A.address.addTitle });
  await dialog.getByRole("button", { name: A.address.save }).click();
  await expect(dialog.getByText(en.Forms.fields.required).first()).toBeVisible();
  await dialog.getByLabel(A.fields.firstName).fill("Grace");
  await dialog.getByLabel(A.fields.lastName).fill("Hopper");
  await dialog.getByLabel(A.fields.street).fill("Karton 12");
  await dialog.getByLabel(A.fields.zipCode).fill("00-001");
  await dialog.getByLabel(A.fields.city).fill("Warszawa");
  await dialog.getByLabel(A.fields.country).selectOption("US");
  await dialog.getByRole("button", { name: A.address.save }).click();
  await expect(dialog.getByLabel(A.fields.state)).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel(A.fields.country).selectOption("PL");
  await dialog.getByRole("button", { name: A.address.save }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("listitem").filter({ hasText: "Karton 12" });
  await expect(card).toContainText("Poland");
  await card.getByRole("button", { name: A.settings.delete }).click();
  await page.getByRole("dialog", { name: A.address.deleteTitle }).getByRole("button", { name: A.address.deleteConfirm }).click();
  await expect(page.getByRole("status")).toHaveText(A.address.deleted);
  await expect(page.getByText("Karton 12")).toHaveCount(0);
  await expect(page.getByText(A.settings.noAddresses)).toBeVisible();
});

test("the Polish storefront signs in on /logowanie and keeps its Polish paths", async ({ page }) => {
  const email = `e2e-pl-${Date.now()}@example.com`;
  await registerThroughApi(page, "pl.localhost", email);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto(origin("pl.localhost") + "/logowanie");
  await expect(page.locator("html")).toHaveAttribute("lang", "pl-PL");
  // A first visit on this device: the cookie banner stands above the sign-in dialog (ADR 0063) and is answered first.
  await page.getByRole("button", { name: pl.Consent.acceptAll }).click();
  const login = page.getByRole("dialog", { name: pl.Account.login.title });
  await login.getByLabel(pl.Account.fields.email).fill(email);
  await login.getByLabel(pl.Account.fields.password).fill("Sturdy-Shipping-Box-5");
  await login.getByRole("button", { name: pl.Account.login.submit }).click();

  // Registered without answering the consents: they are asked for once, after signing in.
  const consents = page.getByRole("dialog", { name: pl.Account.consents.title });
  await consents.getByRole("button", { name: pl.Account.consents.save }).click();
  await expect(consents.getByText(pl.Account.errors.termsRequired)).toBeVisible();
  await consents.getByLabel(pl.Account.consents.terms).check();
  await consents.getByLabel(pl.Account.consents.newsletter).check();
  await consents.getByRole("button", { name: pl.Account.consents.save }).click();
  await expect(page).toHaveURL(/\/konto\/ustawienia$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pl.Account.settings.title);
  await expect(page.getByRole("banner").getByRole("link", { name: pl.AccountMenu.signOut })).toHaveAttribute("href", "/wylogowanie");
});
