import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { NextIntlClientProvider } from "next-intl";
import { AppProviders } from "@/components/providers/AppProviders";
import { LayoutWordsProvider } from "@/components/providers/words";
import { loadMessages } from "@/lib/i18n/messages";
import { CLIENT_NAMESPACES, LAYOUT_NAMESPACES, pickMessages } from "@/lib/i18n/pick";
import { afterEach, describe, expect, it, vi } from "vitest";
import de from "@/messages/de-DE.json";
import pl from "@/messages/pl-PL.json";
import { API_TOKEN_STORAGE_KEY } from "@/lib/api/headers";
import { fakeFetch, json, refusal } from "@/test/fake-api";
import { renderInStorefront } from "@/test/render";
import { currentUser, signedUpUser, storeToken } from "@/test/users";
import { ForgottenPasswordForm } from "./ForgottenPasswordForm";
import { LoginForm } from "./LoginForm";
import { RegisterDialog } from "./dialogs";
import { RegisterForm } from "./RegisterForm";
import { SetPasswordForm } from "./SetPasswordForm";

/**
 * The account's forms as a German or Polish shopper meets them: what is wrong is
 * said at the field and in a summary above the button that is announced, the
 * focus goes to the first field in trouble, and a field the server refuses is
 * marked like one the form caught.
 */

const visitor = currentUser({ id: 9, spree_api_key: "token-9" });

function fakeAccountApi(answers: Record<string, () => Response> = {}) {
  storeToken(visitor);
  return fakeFetch((request) => {
    const route = `${request.method} ${request.path}`;
    if (answers[route]) return answers[route]();
    if (route === "GET users/current") return json(visitor);
    return json({ token: "token-10", user: signedUpUser });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const summary = () => screen.findByRole("alert");
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("signing in", () => {
  it("names the empty fields in a summary that is announced, and puts the focus on the first", async () => {
    const api = fakeAccountApi();
    await renderInStorefront(<LoginForm onSignedIn={vi.fn()} onForgotten={vi.fn()} />, { locale: "de-DE" });
    fireEvent.click(screen.getByRole("button", { name: de.Account.login.submit }));

    const alert = await summary();
    expect(alert).toHaveTextContent(de.Forms.summary.heading);
    const links = within(alert).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      `${de.Account.fields.email}: ${de.Forms.fields.required}`,
      `${de.Account.fields.password}: ${de.Forms.fields.required}`,
    ]);
    await waitFor(() => expect(field(de.Account.fields.email)).toHaveFocus());
    expect(field(de.Account.fields.password)).toHaveAccessibleDescription(de.Forms.fields.required);
    expect(api.to("POST", "sign_in")).toHaveLength(0);

    // A link in the summary takes the shopper to its field.
    fireEvent.click(links[1]!);
    expect(field(de.Account.fields.password)).toHaveFocus();
  });

  it("shows a refusal of the e-mail field at that field, and a wrong pair in the summary", async () => {
    const api = fakeAccountApi({
      "POST sign_in": () => refusal({ status: 400, code: "invalid_request", details: [{ path: "email", code: "invalid_format" }] }),
    });
    await renderInStorefront(<LoginForm onSignedIn={vi.fn()} onForgotten={vi.fn()} />, { locale: "de-DE" });
    fireEvent.change(field(de.Account.fields.email), { target: { value: "ada@example.com" } });
    fireEvent.change(field(de.Account.fields.password), { target: { value: "secret-words" } });
    fireEvent.click(screen.getByRole("button", { name: de.Account.login.submit }));

    await waitFor(() => expect(field(de.Account.fields.email)).toHaveAccessibleDescription(de.Forms.fields.invalidEmail));
    expect(await summary()).toHaveTextContent(de.Account.errors.validation);
    expect(field(de.Account.fields.email)).toHaveFocus();
    expect(api.to("POST", "sign_in")[0]!.body).toEqual({ email: "ada@example.com", password: "secret-words" });

    api.fail("POST", "sign_in", { status: 401, code: "invalid_credentials" });
    fireEvent.change(field(de.Account.fields.password), { target: { value: "other-words" } });
    fireEvent.click(screen.getByRole("button", { name: de.Account.login.submit }));
    await waitFor(async () => expect(await summary()).toHaveTextContent(de.Account.errors.invalid_credentials));
    // The password is typed again after a refusal.
    expect(field(de.Account.fields.password).value).toBe("");
  });
});

describe("registering", () => {
  it("asks for the e-mail, the password and the terms at once, in Polish, and sends nothing", async () => {
    const api = fakeAccountApi();
    await renderInStorefront(<RegisterForm onRegistered={vi.fn()} />, { locale: "pl-PL" });
    fireEvent.click(screen.getByRole("radio", { name: pl.Account.fields.b2b }));
    fireEvent.click(screen.getByRole("button", { name: pl.Account.register.submit }));

    const alert = await summary();
    expect(alert).toHaveTextContent(pl.Forms.summary.heading);
    expect(alert).toHaveTextContent(pl.Account.errors.termsRequired);
    // The terms' label is a sentence: the summary names it without its full stop before the colon.
    const terms = pl.Account.register.terms.replace(/\.$/, "");
    expect(within(alert).getByRole("link", { name: new RegExp(`^${terms}: `) })).toBeInTheDocument();
    expect(field(pl.Account.fields.companyName)).toHaveAccessibleDescription(pl.Forms.fields.required);
    await waitFor(() => expect(field(pl.Account.fields.companyName)).toHaveFocus());
    expect(within(alert).getAllByRole("link")).toHaveLength(4);
    expect(api.to("POST", "v2/users")).toHaveLength(0);
  });

  it("says, in Polish, to check the mailbox once the shop has the registration, and signs nobody in", async () => {
    const api = fakeAccountApi({ "POST v2/users": () => json({ status: "confirmation_sent", email: "ada@example.com" }, 202) });
    const done = vi.fn();
    await renderInStorefront(<RegisterDialog onClose={vi.fn()} onDone={done} />, { locale: "pl-PL" });
    fireEvent.change(field(pl.Account.fields.email), { target: { value: " ada@example.com " } });
    fireEvent.change(field(pl.Account.fields.password), { target: { value: "long enough words" } });
    fireEvent.click(screen.getByRole("checkbox", { name: pl.Account.register.terms }));
    fireEvent.click(screen.getByRole("button", { name: pl.Account.register.submit }));

    const dialog = await screen.findByRole("dialog", { name: pl.Account.checkEmail.title });
    expect(within(dialog).getByRole("status")).toHaveTextContent(pl.Account.checkEmail.body.replace("{email}", "ada@example.com"));
    expect(api.to("POST", "v2/users")[0]!.body).toEqual({
      email: "ada@example.com",
      password: "long enough words",
      customer_type: "b2c",
      locale: "pl-PL",
      // Sent with the registration, recorded once the address is confirmed; nothing is posted for the address before.
      consents: [
        { type: "terms_and_conditions_and_privacy_policy", status: "granted" },
        { type: "newsletter", status: "declined" },
        { type: "marketing", status: "declined" },
      ],
    });
    expect(api.to("POST", "v1/emails/save_with_consents")).toHaveLength(0);
    // Still the visitor: the mailed link signs in, not the form.
    expect(localStorage.getItem(API_TOKEN_STORAGE_KEY)).toBe(visitor.spree_api_key);
    expect(screen.queryByRole("textbox", { name: pl.Account.fields.email })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: pl.Account.checkEmail.continue }));
    expect(done).toHaveBeenCalled();
  });

  it("keeps the form when the shop refuses the registration, with the words at the blamed field", async () => {
    const api = fakeAccountApi({ "POST v2/users": () => refusal({ status: 422, code: "password_too_common", details: { field: "password" } }) });
    const registered = vi.fn();
    await renderInStorefront(<RegisterForm onRegistered={registered} />, { locale: "pl-PL" });
    fireEvent.change(field(pl.Account.fields.email), { target: { value: "ada@example.com" } });
    fireEvent.change(field(pl.Account.fields.password), { target: { value: "password123" } });
    fireEvent.click(screen.getByRole("checkbox", { name: pl.Account.register.terms }));
    fireEvent.click(screen.getByRole("button", { name: pl.Account.register.submit }));

    expect(await summary()).toHaveTextContent(pl.Account.errors.password_too_common);
    expect(field(pl.Account.fields.password)).toHaveAccessibleDescription(expect.stringContaining(pl.Account.errors.password_too_common));
    expect(api.to("POST", "v2/users")).toHaveLength(1);
    expect(registered).not.toHaveBeenCalled();
  });
});

describe("setting a new password", () => {
  it("says when the two passwords differ, at the repeat, and a password the server refuses at the password", async () => {
    const api = fakeAccountApi({ "POST user_passwords/reset": () => refusal({ status: 422, code: "password_too_short", details: { field: "password" } }) });
    await renderInStorefront(<SetPasswordForm resetToken="reset-token" onChanged={vi.fn()} />, { locale: "de-DE" });
    fireEvent.change(field(de.Account.fields.newPassword), { target: { value: "short" } });
    fireEvent.change(field(de.Account.fields.repeatPassword), { target: { value: "shorter" } });
    fireEvent.click(screen.getByRole("button", { name: de.Account.setPassword.submit }));

    expect(await summary()).toHaveTextContent(de.Account.errors.passwordsDiffer);
    await waitFor(() => expect(field(de.Account.fields.repeatPassword)).toHaveFocus());
    expect(api.to("POST", "user_passwords/reset")).toHaveLength(0);

    fireEvent.change(field(de.Account.fields.repeatPassword), { target: { value: "short" } });
    fireEvent.click(screen.getByRole("button", { name: de.Account.setPassword.submit }));
    await waitFor(() =>
      expect(field(de.Account.fields.newPassword)).toHaveAccessibleDescription(`${de.Account.fields.passwordHint} ${de.Account.errors.password_too_short}`),
    );
    expect(field(de.Account.fields.newPassword)).toHaveFocus();
    expect(api.to("POST", "user_passwords/reset")[0]!.body).toEqual({ reset_password_token: "reset-token", password: "short" });
  });
});

describe("asking for a new password", () => {
  it("asks for the address, and marks it when the server refuses it", async () => {
    const api = fakeAccountApi({ "POST user_passwords/recover": () => refusal({ status: 400, code: "invalid_request", details: { field: "email" } }) });
    const sent = vi.fn();
    await renderInStorefront(<ForgottenPasswordForm onSent={sent} />, { locale: "de-DE" });
    fireEvent.click(screen.getByRole("button", { name: de.Account.forgotten.submit }));
    expect(await summary()).toHaveTextContent(`${de.Account.fields.email}: ${de.Forms.fields.required}`);
    await waitFor(() => expect(field(de.Account.fields.email)).toHaveFocus());

    fireEvent.change(field(de.Account.fields.email), { target: { value: "ada@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: de.Account.forgotten.submit }));
    await waitFor(() => expect(field(de.Account.fields.email)).toHaveAccessibleDescription(de.Forms.fields.invalidEmail));
    expect(api.to("POST", "user_passwords/recover")[0]!.body).toEqual({ email: "ada@example.com" });
    expect(sent).not.toHaveBeenCalled();
  });
});

describe("the account island's words", () => {
  it("carry the form kit's, so the summary speaks the shopper's language outside the tests' full catalogues too", async () => {
    fakeAccountApi();
    const messages = await loadMessages("de-DE");
    const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
    // As AccountIsland picks them: the shared client namespaces and the account's own.
    render(
      <NextIntlClientProvider locale="de-DE" messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Account"])} timeZone="Europe/Warsaw">
        <LayoutWordsProvider locale="de-DE" words={pickMessages(messages, LAYOUT_NAMESPACES)}>
          <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
            <AppProviders regionId="eu" pathPrefix="">
              <LoginForm onSignedIn={vi.fn()} onForgotten={vi.fn()} />
            </AppProviders>
          </AppRouterContext.Provider>
        </LayoutWordsProvider>
      </NextIntlClientProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: de.Account.login.submit }));
    const alert = await summary();
    expect(alert).toHaveTextContent(de.Forms.summary.heading);
    expect(alert).toHaveTextContent(`${de.Account.fields.email}: ${de.Forms.fields.required}`);
  });
});
