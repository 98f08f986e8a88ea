import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ImprintPage from "./page";
import TermsPage from "../terms/page";

vi.mock("next-intl/server", async () => (await import("@/test/server-intl")).serverIntl("de-DE"));

afterEach(() => vi.unstubAllEnvs());

describe("the imprint, from the route to the page", () => {
  it("shows the seller the operator configured, in the shopper's language, with no template notice", async () => {
    vi.stubEnv("SELLER_NAME", "Kartonmacher GmbH");
    vi.stubEnv("SELLER_STREET", "Lagerstraße 12");
    vi.stubEnv("SELLER_ZIP_CODE", "10115");
    vi.stubEnv("SELLER_CITY", "Berlin");
    vi.stubEnv("SELLER_COUNTRY_ISO", "DE");
    vi.stubEnv("SELLER_VAT_ID", "DE123456789");
    vi.stubEnv("SELLER_REGISTER", "Amtsgericht Charlottenburg, HRB 654321");
    vi.stubEnv("SELLER_PHONE", "+49 30 1234567");
    render(await ImprintPage({ params: Promise.resolve({ region: "de", locale: "de" }) }));
    expect(screen.getByRole("heading", { level: 1, name: "Impressum" })).toBeInTheDocument();
    expect(screen.getAllByText("Kartonmacher GmbH").length).toBeGreaterThan(0);
    expect(screen.getByText("10115 Berlin")).toBeInTheDocument();
    expect(screen.getByText("Deutschland")).toBeInTheDocument();
    expect(screen.getByText(/DE123456789/)).toBeInTheDocument();
    expect(screen.getByText(/HRB 654321/)).toBeInTheDocument();
    expect(screen.getByText(/\+49 30 1234567/)).toBeInTheDocument();
    expect(screen.queryByRole("note")).toBeNull();
    expect(document.body.textContent).not.toMatch(/[{}]|Vorlage/);
  });

  it("leaves out what is not configured instead of showing a placeholder", async () => {
    render(await ImprintPage({ params: Promise.resolve({ region: "de", locale: "de" }) }));
    expect(document.body.textContent).not.toMatch(/PL0000000000|[{}]/);
    expect(screen.queryByText(/Telefon/)).toBeNull();
  });

  it("the terms name the seller and the law of its country", async () => {
    vi.stubEnv("SELLER_NAME", "Kartonmacher GmbH");
    vi.stubEnv("SELLER_COUNTRY_ISO", "AT");
    render(await TermsPage({ params: Promise.resolve({ region: "de", locale: "de" }) }));
    expect(document.body.textContent).toContain("(Österreich)");
    expect(document.body.textContent).toContain("Kartonmacher GmbH");
    expect(screen.queryByRole("note")).toBeNull();
  });
});
