import http from "node:http";
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
  const post = (path: string, body: unknown) => postJson(`${shop}/api${path}`, body, anonymousToken ? { "X-Api-Token": anonymousToken } : {});
  const signedUp = await post("/sign_up", registration);
  expect(signedUp.status, "sign-up answers 202 and mails the link").toBe(202);
  const confirmed = await post("/user_confirmations/confirm", { confirmation_token: await mailedConfirmationToken(registration.email) });
  expect(confirmed.status, `the confirmation link signs in: ${JSON.stringify(confirmed.body)}`).toBe(200);
  return (confirmed.body as { token: string }).token;
}

/**
 * POSTs JSON as the browser would, to a storefront's own host: Chromium resolves
 * `*.localhost` (pl.localhost ...) to loopback, Node's resolver does not, so the
 * request goes to 127.0.0.1 and names the storefront in its Host header.
 */
function postJson(url: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname.endsWith("localhost") ? "127.0.0.1" : target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: "POST",
        headers: { host: target.host, "content-type": "application/json", ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null });
        });
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
}

/** The newest mail to an address whose subject passes the check, waiting for it to arrive. */
export async function mailTo(email: string, subject: (subject: string) => boolean): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAIL_SINK_URL}/messages?to=${encodeURIComponent(email)}`)).json()) as { subject: string; text: string }[];
        found = mails.find((mail) => subject(mail.subject));
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text whose path matches; fails the test, quoting the mail, when there is none. */
export function linkIn(text: string, path: RegExp): string {
  for (const [candidate] of text.matchAll(/https?:\/\/\S+/g)) if (path.test(new URL(candidate).pathname)) return candidate;
  throw new Error(`No link to ${path} in the mail:\n${text}`);
}
