import { expect } from "vitest";
import { afterAnswerSettled } from "@/server/users/after-answer";
import type { apiClient } from "./api";
import { latestMail } from "./outbox";

type Api = ReturnType<typeof apiClient>;
type CallOptions = Parameters<Api["post"]>[2];

/**
 * Registers as a shopper does since docs/adr/0029: sign-up answers 202 and mails a
 * link; opening it (confirm with the mailed token) signs in. Answers what the
 * confirmation answered: the session `{ token, user }`. With `options.token` (an
 * anonymous user's), that user's belongings move to the account on confirming.
 */
export async function signUp(
  api: Api,
  registration: { email: string; password: string } & Record<string, unknown>,
  options: CallOptions & { path?: "/api/sign_up" | "/api/v2/users" } = {},
) {
  const { path = "/api/sign_up", ...given } = options;
  // From a network address of its own unless the test names one: tests that sign many
  // accounts up are not about the sign-up limit per address.
  const named = Object.keys(given.headers ?? {}).some((name) => name.toLowerCase() === "x-forwarded-for");
  const call = named ? given : { ...given, headers: { ...given.headers, "x-forwarded-for": `signup-${registration.email}` } };
  const answer = await api.post(path, registration, call);
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return confirmMailedLink(api, registration.email, call);
}

/** Opens the confirmation link last mailed to `email`, as its owner would. */
export async function confirmMailedLink(api: Api, email: string, options: CallOptions = {}) {
  await afterAnswerSettled();
  const mail = await latestMail(email.trim().toLowerCase());
  expect(mail?.kind).toBe("confirm_email");
  const confirmed = await api.post("/api/user_confirmations/confirm", { confirmation_token: mail!.token }, options);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return confirmed;
}
