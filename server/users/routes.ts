import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { database } from "@/server/db";
import type { AppEnv } from "@/server/http/context";
import { badRequest } from "@/server/http/errors";
import { requestedLocale } from "@/server/http/region";
import { createRouter } from "@/server/http/router";
import { ErrorEnvelopeSchema, SECURED, errorResponses, json, notFoundResponses, unauthorizedResponses } from "@/server/http/schemas";
import { clientAddress, optionalUser, requireSelf, requireUser } from "./auth";
import { PasswordRecoveryRequestSchema, PasswordResetRequestSchema } from "@/lib/account/requests";
import { ProfileUpdateSchema, RegistrationSchema, SessionSchema, SignInSchema, SignUpAnswerSchema, UserSchema } from "./schemas";
import { serializeUser } from "./serialize";
import { confirmEmail, contactChanges, createAnonymousUser, recoverPassword, register, resetPassword, signIn, signOut, updateProfile } from "./service";

/** Accounts: anonymous users, registration, sign-in, sign-out, confirmation, recovery. */

const tags = ["Users"];

const anonymousRoute = (path: string) =>
  createRoute({
    method: "get",
    path,
    tags,
    summary: "Create an anonymous user and its token",
    responses: {
      200: json(SessionSchema, "The new user and the token to keep"),
      429: json(ErrorEnvelopeSchema, "Too many new users from this address"),
    },
  });

const currentRoute = createRoute({
  method: "get",
  path: "/users/current",
  tags,
  security: SECURED,
  summary: "The user the token belongs to, with its API key",
  responses: {
    200: json(UserSchema.extend({ spree_api_key: z.string() }), "The current user"),
    ...unauthorizedResponses,
    ...errorResponses,
  },
});

const meRoute = createRoute({
  method: "get",
  path: "/users/me",
  tags,
  security: SECURED,
  summary: "The current user",
  responses: { 200: json(UserSchema, "The current user"), ...unauthorizedResponses, ...errorResponses },
});

const updateRoute = createRoute({
  method: "put",
  path: "/users/{id}",
  tags,
  security: SECURED,
  summary: "Update the current user's profile and onboarding answers",
  request: {
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: { required: true, content: { "application/json": { schema: ProfileUpdateSchema } } },
  },
  responses: { 200: json(UserSchema, "Updated"), ...unauthorizedResponses, ...errorResponses, ...notFoundResponses },
});

const registerRoute = (path: string) =>
  createRoute({
    method: "post",
    path,
    tags,
    summary: "Register: the same answer whether or not the address has an account; the mailed link confirms it and signs in",
    request: { body: { required: true, content: { "application/json": { schema: RegistrationSchema } } } },
    responses: {
      202: json(SignUpAnswerSchema, "A confirmation link (or, for a registered address, a sign-in hint) is mailed"),
      409: json(ErrorEnvelopeSchema, "Already signed in to an account"),
      ...errorResponses,
      429: json(ErrorEnvelopeSchema, "Too many registrations from this address"),
    },
  });

const signInRoute = createRoute({
  method: "post",
  path: "/sign_in",
  tags,
  summary: "Sign in; the anonymous caller's belongings move to the account",
  request: { body: { required: true, content: { "application/json": { schema: SignInSchema } } } },
  responses: {
    200: json(SessionSchema, "Signed in with a new token"),
    ...unauthorizedResponses,
    429: json(ErrorEnvelopeSchema, "Too many attempts"),
    ...errorResponses,
  },
});

const signOutRoute = createRoute({
  method: "post",
  path: "/sign_out",
  tags,
  security: SECURED,
  summary: "Sign out: the token stops working",
  responses: { 204: { description: "Signed out" }, ...unauthorizedResponses, ...errorResponses },
});

const confirmRoute = createRoute({
  method: "post",
  path: "/user_confirmations/confirm",
  tags,
  summary: "Confirm an e-mail address with the mailed token; signs in, and the anonymous caller's belongings move to the account",
  request: { body: { required: true, content: { "application/json": { schema: z.object({ confirmation_token: z.string().min(1).max(200) }).strict() } } } },
  responses: { 200: json(SessionSchema, "Confirmed and signed in with a new token"), ...errorResponses },
});

const recoverRoute = createRoute({
  method: "post",
  path: "/user_passwords/recover",
  tags,
  summary: "Mail a link to set a new password (the answer is the same for unknown addresses)",
  request: { body: { required: true, content: { "application/json": { schema: PasswordRecoveryRequestSchema } } } },
  responses: {
    202: json(z.object({ sent: z.literal(true) }), "A link was mailed if the address has an account"),
    429: json(ErrorEnvelopeSchema, "Too many attempts"),
    ...errorResponses,
  },
});

const resetRoute = createRoute({
  method: "post",
  path: "/user_passwords/reset",
  tags,
  summary: "Set a new password with the mailed token; signs in with a new token",
  request: {
    body: {
      required: true,
      content: {
        "application/json": { schema: PasswordResetRequestSchema },
      },
    },
  },
  responses: { 200: json(SessionSchema, "Password set"), ...errorResponses },
});

async function anonymousHandler(c: Context<AppEnv>) {
  const region = c.get("region");
  const { user, token } = await createAnonymousUser(await database(), region.id, region.locale, clientAddress(c));
  c.header("Cache-Control", "no-store");
  return c.json({ token, user: serializeUser(user) }, 200);
}

export const userRoutes = createRouter()
  .openapi(anonymousRoute("/users/anonymous"), anonymousHandler)
  .openapi(anonymousRoute("/users/create_anonymous"), anonymousHandler)
  .openapi(currentRoute, async (c) => {
    const { user, token } = await requireUser(c);
    return c.json({ ...serializeUser(user), spree_api_key: token }, 200);
  })
  .openapi(meRoute, async (c) => {
    const { user } = await requireUser(c);
    return c.json(serializeUser(user), 200);
  })
  .openapi(updateRoute, async (c) => {
    const { db, user } = await requireUser(c);
    requireSelf(user, c.req.valid("param").id);
    const body = c.req.valid("json");
    const updated = await updateProfile(db, user, {
      ...contactChanges(body),
      locale: body.locale === undefined ? undefined : requestedLocale(c.get("region"), body.locale),
      survey: body.survey,
    });
    return c.json(serializeUser(updated), 200);
  })
  .openapi(registerRoute("/sign_up"), async (c) => registerHandler(c, c.req.valid("json")))
  .openapi(registerRoute("/v2/users"), async (c) => registerHandler(c, c.req.valid("json")))
  .openapi(signInRoute, async (c) => {
    const body = c.req.valid("json");
    const caller = await optionalUser(c).catch(() => null);
    const { user, token } = await signIn(await database(), { ...body, address: clientAddress(c) }, caller?.user ?? null);
    return c.json({ token, user: serializeUser(user) }, 200);
  })
  .openapi(signOutRoute, async (c) => {
    const { db, tokenId } = await requireUser(c);
    await signOut(db, tokenId);
    return c.body(null, 204);
  })
  .openapi(confirmRoute, async (c) => {
    const caller = await optionalUser(c).catch(() => null);
    const { user, token } = await confirmEmail(await database(), c.req.valid("json").confirmation_token, caller?.user ?? null);
    return c.json({ token, user: serializeUser(user) }, 200);
  })
  .openapi(recoverRoute, async (c) => {
    await recoverPassword(await database(), c.req.valid("json").email, clientAddress(c));
    return c.json({ sent: true as const }, 202);
  })
  .openapi(resetRoute, async (c) => {
    const body = c.req.valid("json");
    const { user, token } = await resetPassword(await database(), body.reset_password_token, body.password);
    return c.json({ token, user: serializeUser(user) }, 200);
  });

async function registerHandler(c: Context<AppEnv>, body: z.infer<typeof RegistrationSchema>) {
  const caller = await optionalUser(c);
  if (body.customer_type === "b2b" && !body.company_name) {
    throw badRequest("company_required", "A business account needs a company name", { field: "company_name" });
  }
  const region = c.get("region");
  const answer = await register(
    await database(),
    {
      email: body.email,
      password: body.password,
      customerType: body.customer_type,
      firstName: body.first_name,
      lastName: body.last_name,
      companyName: body.company_name,
      region: region.id,
      locale: requestedLocale(c.get("region"), body.locale),
      address: clientAddress(c),
      consents: body.consents,
    },
    caller?.user ?? null,
  );
  return c.json({ status: "confirmation_sent" as const, email: answer.email }, 202);
}
