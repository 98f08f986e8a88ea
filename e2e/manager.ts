import { expect } from "@playwright/test";
import en from "../messages/en-US.json" with { type: "json" };
import { MAIL_SINK_URL } from "../playwright.config";

/** The e2e order manager: MANAGER_EMAILS in playwright.config names this account. */
export const MANAGER = { email: "e2e-manager@example.com", password: "Corrugated-Manager-2026" };

/**
 * The manager's API token, the account made (or signed in to) and confirmed through
 * the API, since a manager must have a confirmed address. Any journey may come
 * first; confirming again changes nothing.
 */
export async function managerToken(shop: string): Promise<string> {
  const api = (path: string, body: unknown) =>
    fetch(`${shop}/api${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  let answer = await api("/v2/users", MANAGER);
  if (answer.status === 422 || answer.status === 409) answer = await api("/sign_in", MANAGER);
  expect(answer.ok, "the manager account is made or signed in to").toBe(true);
  const { token } = (await answer.json()) as { token: string };
  let confirmationLink = "";
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${MAIL_SINK_URL}/messages?to=${encodeURIComponent(MANAGER.email)}`)).json()) as { subject: string; text: string }[];
      confirmationLink =
        /https?:\/\/\S+confirmation_token=\S+/.exec(mails.find((mail) => mail.subject === en.Mail.confirm_email.subject)?.text ?? "")?.[0] ?? "";
      return confirmationLink;
    })
    .not.toBe("");
  await api("/user_confirmations/confirm", { confirmation_token: new URL(confirmationLink).searchParams.get("confirmation_token") });
  return token;
}
