import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import en from "@/messages/en-US.json";
import { CONSENT_ASK_ATTRIBUTE, CONSENT_DEFAULT_SCRIPT } from "@/lib/consent/google";
import { CONSENT_DISABLED_KEY, PREFERENCES_KEY } from "@/lib/consent/preferences";
import { renderWithMessages } from "@/test/render";
import { ConsentBannerPreview } from "./ConsentBannerPreview";
import { ConsentOverlay } from "./ConsentOverlay";

const t = en.Consent;
const CHOSEN = JSON.stringify({ functional: false, analytics: false, advertising: false, essential: true });

/** Runs the head's inline script against a page with this storage and browser. */
function runHeadScript(storage: Pick<Storage, "getItem"> | (() => never), userAgent = "Mozilla/5.0 (Linux; Android 11) Chrome/130 Mobile") {
  const root = document.createElement("html");
  const page = {
    get localStorage() {
      if (typeof storage === "function") return storage();
      return storage;
    },
    navigator: { userAgent },
    document: { documentElement: root },
  } as Record<string, unknown>;
  new Function("window", CONSENT_DEFAULT_SCRIPT)(page);
  return { asks: root.hasAttribute(CONSENT_ASK_ATTRIBUTE), dataLayer: page.dataLayer as unknown[] };
}

const stored = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe("the head's consent script", () => {
  it("asks for the banner on a first visit, after denying every storage type", () => {
    const { asks, dataLayer } = runHeadScript(stored({}));
    expect(asks).toBe(true);
    expect(Array.from(dataLayer[0] as ArrayLike<unknown>).slice(0, 2)).toEqual(["consent", "default"]);
  });

  it("does not ask when the visitor has chosen, has consent disabled, or is a crawler (the overlay's own rules)", () => {
    expect(runHeadScript(stored({ [PREFERENCES_KEY]: CHOSEN })).asks).toBe(false);
    expect(runHeadScript(stored({ [CONSENT_DISABLED_KEY]: "true" })).asks).toBe(false);
    expect(runHeadScript(stored({}), "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)").asks).toBe(false);
  });

  it("leaves the page as it is when storage is refused, and still denies by default", () => {
    const { asks, dataLayer } = runHeadScript(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(asks).toBe(false);
    expect(dataLayer).toHaveLength(1);
  });

  it("marks <html> with the attribute the stylesheet shows the banner's copy by", () => {
    const css = readFileSync(join(process.cwd(), "components/consent/consent.module.css"), "utf8");
    expect(css).toContain(`:global(html[${CONSENT_ASK_ATTRIBUTE}]) .preview`);
  });
});

describe("the banner's server-rendered copy", () => {
  it("says what the banner says, and cannot be used or focused before the real banner arrives", () => {
    render(<ConsentBannerPreview words={t} />);
    const copy = screen.getByTestId("cookie-banner-preview");
    expect(copy).toHaveAttribute("inert");
    // Only the real banner is a dialog and has buttons for screen readers and the page's tests.
    expect(copy).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryByRole("button", { name: t.acceptAll })).toBeNull();
    expect(copy).toHaveTextContent(t.bannerTitle);
    expect(copy).toHaveTextContent(t.bannerText);
    for (const button of copy.querySelectorAll("button")) expect(button).toHaveAttribute("tabindex", "-1");
    expect(copy).toHaveTextContent(t.acceptAll);
    expect(copy).toHaveTextContent(t.changeOptions);
  });
});

describe("the overlay and the copy", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
  });

  it("removes the copy once its own, working banner is on screen", async () => {
    new Function("window", CONSENT_DEFAULT_SCRIPT)(window);
    expect(document.documentElement).toHaveAttribute(CONSENT_ASK_ATTRIBUTE);
    await renderWithMessages(<ConsentOverlay />);
    expect(await screen.findByRole("dialog", { name: t.bannerTitle })).toHaveFocus();
    expect(document.documentElement).not.toHaveAttribute(CONSENT_ASK_ATTRIBUTE);
  });

  it("removes the copy at start when no banner is to show (a choice made in another tab meanwhile)", async () => {
    new Function("window", CONSENT_DEFAULT_SCRIPT)(window);
    localStorage.setItem(PREFERENCES_KEY, CHOSEN);
    await renderWithMessages(<ConsentOverlay />);
    expect(document.documentElement).not.toHaveAttribute(CONSENT_ASK_ATTRIBUTE);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
