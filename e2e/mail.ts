import { expect } from "@playwright/test";
import { MAIL_SINK_URL } from "../playwright.config";

/**
 * Mail as the shop's SMTP delivers it to the local mail sink. Sign-up mails a link
 * and signs nobody in (docs/adr/0029): the confirmation link does, so journeys that
 * need an account open it as its owner would.
 */

/** The confirmation token last mailed to an address, waiting for the mail to arrive. */
export async function mailedConfirmationToken(email: string): Promise<string> {
  let token = "";
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${MAIL_SINK_URL}/messages?to=${encodeURIComponent(email)}`)).json()) as { text: string }[];
      const links = mails.map((mail) => /https?:\/\/\S+confirmation_token=\S+/.exec(mail.text)?.[0]).filter((link): link is string => Boolean(link));
      token = links.length ? (new URL(links.at(-1)!).searchParams.get("confirmation_token") ?? "") : "";
      return token;
    })
    .not.toBe("");
  return token;
}

/**
 * Signs up through the API and opens the mailed confirmation link, sending the
 * visitor's anonymous token (if any) along so that the cart moves to the account.
 * Answers the new account's token.
 */
export async function signUpAndConfirm(shop: string, registration: { email: string; password: string } & Record<string, unknown>, anonymousToken?: string) {
  const post = (path: string, body: unknown) =>
    fetch(`${shop}/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(anonymousToken ? { "X-Api-Token": anonymousToken } : {}) },
      body: JSON.stringify(body),
    });
  const signedUp = await post("/sign_up", registration);
  expect(signedUp.status, "sign-up answers 202 and mails the link").toBe(202);
  const confirmed = await post("/user_confirmations/confirm", { confirmation_token: await mailedConfirmationToken(registration.email) });
  expect(confirmed.status, "the confirmation link signs in").toBe(200);
  return ((await confirmed.json()) as { token: string }).token;
}
