import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import de from "@/messages/de-DE.json";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import { fakeFetch, json, refusal } from "@/test/fake-api";
import { renderInStorefront } from "@/test/render";
import { currentUser, storeToken } from "@/test/users";
import { ContactForm } from "./ContactForm";
import { NewsletterForm } from "./NewsletterForm";

const visitor = currentUser({ id: 9, spree_api_key: "token-9" });

/** The shop's side: contact messages and sign-ups received; uploads by XMLHttpRequest, a "fake-*" file found to be no PNG. */
function fakeShop() {
  const uploads: { name: string; purpose: string }[] = [];
  const api = fakeFetch((request) => {
    if (request.method === "GET" && request.path === "users/current") return json(visitor);
    if (request.method === "POST" && request.path === "v1/contact_messages") return json({ received: true }, 201);
    if (request.method === "POST" && request.path === "v1/newsletter_signups") return json({ subscribed: true, pending: true }, 201);
    return refusal({ status: 404, code: "not_found" });
  });
  class FakeXhr {
    status = 0;
    responseText = "";
    readonly upload = new EventTarget();
    private readonly events = new EventTarget();
    open() {}
    setRequestHeader() {}
    addEventListener(type: string, listener: EventListener) {
      this.events.addEventListener(type, listener);
    }
    removeEventListener(type: string, listener: EventListener) {
      this.events.removeEventListener(type, listener);
    }
    abort() {}
    send(form: FormData) {
      const file = form.get("file") as File;
      uploads.push({ name: file.name, purpose: String(form.get("purpose")) });
      setTimeout(() => {
        const refused = file.name.startsWith("fake-");
        this.status = refused ? 415 : 201;
        this.responseText = JSON.stringify(
          refused
            ? { error: { code: "unsupported_file_type", message: "Not a PNG", details: null } }
            : { id: `file-${uploads.length}`, purpose: "contact", original_name: file.name, content_type: "application/pdf", byte_size: file.size, width: null, height: null, colours: null, colours_more_than: false, variants: {}, created_at: "2026-03-14T10:00:00.000Z" },
        );
        this.events.dispatchEvent(new ProgressEvent("load"));
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return { ...api, uploads };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const file = (name: string) => new File(["%PDF-1.7 brief"], name, { type: "application/pdf" });

beforeEach(() => storeToken(visitor));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the contact form", () => {
  it("waits for the visitor's session before taking files or a message", async () => {
    const shop = fakeShop();
    const release = shop.hold("GET", "users/current");
    await renderInStorefront(<ContactForm locale="en-US" />);
    expect(screen.getByLabelText(en.Contact.files)).toBeDisabled();
    expect(screen.getByRole("button", { name: en.Contact.send })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByLabelText(en.Contact.files)).toBeEnabled());
  });

  it("sends the message with its uploaded attachments and thanks the sender", async () => {
    const shop = fakeShop();
    await renderInStorefront(<ContactForm locale="en-US" />);
    const t = en.Contact;
    await waitFor(() => expect(screen.getByLabelText(t.files)).toBeEnabled());
    type(t.name, "Ada Buyer");
    type(t.email, "ada@example.com");
    type(t.subject, "300 mailer boxes");
    type(t.message, "Two colours on kraft, please.");
    fireEvent.change(screen.getByLabelText(t.files), { target: { files: [file("brief.pdf"), file("logo.ai")] } });
    await waitFor(() => expect(screen.getAllByText(t.uploaded)).toHaveLength(2));
    fireEvent.click(screen.getByRole("button", { name: t.send }));

    expect(await screen.findByText(t.sent)).toBeInTheDocument();
    const [sent] = shop.to("POST", "v1/contact_messages");
    expect(sent!.body).toEqual({ name: "Ada Buyer", email: "ada@example.com", company: null, subject: "300 mailer boxes", message: "Two colours on kraft, please.", file_ids: ["file-1", "file-2"], website: "", locale: "en-US" });
    expect(sent!.headers).toMatchObject({ "X-Api-Token": "token-9" });
    expect(shop.uploads.map((upload) => upload.purpose)).toEqual(["contact", "contact"]);
  });

  it("shows missing fields, a bad address and refused file types in the visitor's language", async () => {
    const shop = fakeShop();
    await renderInStorefront(<ContactForm locale="de-DE" />, { locale: "de-DE", regionId: "de" });
    const t = de.Contact;
    await waitFor(() => expect(screen.getByRole("button", { name: t.send })).toBeEnabled());
    type(t.email, "nicht-gueltig");
    fireEvent.click(screen.getByRole("button", { name: t.send }));
    expect(screen.getAllByText(t.errors.required)).toHaveLength(3);
    expect(screen.getByText(t.errors.email)).toBeInTheDocument();
    expect(shop.to("POST", "v1/contact_messages")).toEqual([]);

    // Refused by name at once, and by content when the shop reads it.
    fireEvent.change(screen.getByLabelText(t.files), { target: { files: [file("foto.jpg"), file("fake-logo.png")] } });
    expect(await screen.findByText(t.errors.fileType.replace("{name}", "foto.jpg"))).toBeInTheDocument();
    expect(await screen.findByText(t.errors.fileType.replace("{name}", "fake-logo.png"))).toBeInTheDocument();
    expect(shop.uploads.map((upload) => upload.name)).toEqual(["fake-logo.png"]);
  });

  it("says so when the shop limits messages, in Polish", async () => {
    const shop = fakeShop();
    shop.fail("POST", "v1/contact_messages", { status: 429, code: "rate_limited", details: { retry_after_seconds: 300 } });
    await renderInStorefront(<ContactForm locale="pl-PL" />, { locale: "pl-PL", regionId: "pl" });
    const t = pl.Contact;
    await waitFor(() => expect(screen.getByRole("button", { name: t.send })).toBeEnabled());
    type(t.name, "Jan");
    type(t.email, "jan@example.pl");
    type(t.subject, "Pudełka");
    type(t.message, "Ile kosztuje 500 sztuk?");
    fireEvent.click(screen.getByRole("button", { name: t.send }));
    expect(await screen.findByRole("alert")).toHaveTextContent(t.errors.rateLimited);
  });
});

describe("the newsletter form", () => {
  it("asks for the newsletter consent, then signs up with both consents", async () => {
    const shop = fakeShop();
    await renderInStorefront(<NewsletterForm locale="de-DE" />, { locale: "de-DE", regionId: "de" });
    const t = de.Newsletter;
    await waitFor(() => expect(screen.getByRole("button", { name: t.submit })).toBeEnabled());
    fireEvent.change(screen.getByLabelText(t.email), { target: { value: "falsch" } });
    fireEvent.click(screen.getByRole("button", { name: t.submit }));
    expect(screen.getByRole("alert")).toHaveTextContent(t.errors.email);

    fireEvent.change(screen.getByLabelText(t.email), { target: { value: "lena@example.de" } });
    fireEvent.click(screen.getByRole("button", { name: t.submit }));
    expect(screen.getByRole("alert")).toHaveTextContent(t.errors.consent);
    expect(shop.to("POST", "v1/newsletter_signups")).toEqual([]);

    fireEvent.click(screen.getByLabelText(t.newsletterConsent));
    fireEvent.click(screen.getByRole("button", { name: t.submit }));
    // A visitor's address joins only after its confirmation link is opened (double opt-in), and the form says so.
    expect(await screen.findByText(t.confirmByMail)).toBeInTheDocument();
    expect(shop.to("POST", "v1/newsletter_signups")[0]!.body).toEqual({ email: "lena@example.de", newsletter: true, marketing: false, website: "", locale: "de-DE" });
  });
});
