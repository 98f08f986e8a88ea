import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import { CONSENT_DISABLED_KEY, PREFERENCES_KEY } from "@/lib/consent/preferences";
import { CONSENT_OPEN_EVENT } from "@/lib/consent/sync";
import { renderWithMessages } from "@/test/render";
import { ConsentOverlay } from "./ConsentOverlay";
import { CookieSettingsLink } from "./CookieSettingsLink";

const t = en.Consent;
const ONLY_ANALYTICS = { functional: false, analytics: true, advertising: false, essential: true };

type GtagPage = { dataLayer?: ArrayLike<unknown>[]; gtag?: unknown };

function consentUpdates() {
  return ((window as unknown as GtagPage).dataLayer ?? []).map((entry) => Array.from(entry)).filter((entry) => entry[1] === "update");
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete (window as unknown as GtagPage).dataLayer;
  delete (window as unknown as GtagPage).gtag;
});
afterEach(() => vi.restoreAllMocks());

const banner = () => screen.findByRole("dialog", { name: t.bannerTitle });

describe("the cookie banner", () => {
  it("shows on a first visit, labelled, focused and fixed over the page", async () => {
    await renderWithMessages(<ConsentOverlay />);
    const dialog = await banner();
    expect(dialog).toHaveAttribute("aria-modal", "false");
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(t.bannerText));
    // The focus moves once the banner's effect has run, after it is on screen.
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(within(dialog).getByRole("button", { name: t.acceptAll })).toBeVisible();
    expect(within(dialog).getByRole("button", { name: t.changeOptions })).toBeVisible();
  });

  it("reveals and hides the longer text with the read-more toggle", async () => {
    const user = userEvent.setup();
    await renderWithMessages(<ConsentOverlay />);
    const toggle = within(await banner()).getByRole("button", { name: t.readMore });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText(t.readMoreText)).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName(t.readLess);
    expect(screen.getByText(t.readMoreText)).toBeVisible();
  });

  it("'accept all' stores every category, closes, and grants Google consent", async () => {
    const user = userEvent.setup();
    await renderWithMessages(<ConsentOverlay />);
    await user.click(within(await banner()).getByRole("button", { name: t.acceptAll }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY)!)).toEqual({ functional: true, analytics: true, advertising: true, essential: true });
    expect(consentUpdates().at(-1)).toEqual([
      "consent",
      "update",
      { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" },
    ]);
  });

  it("is shown again when the stored value is corrupt", async () => {
    localStorage.setItem(PREFERENCES_KEY, '{"functional":true');
    await renderWithMessages(<ConsentOverlay />);
    expect(await banner()).toBeVisible();
  });
});

describe("the preferences dialog", () => {
  it("is reached and used with the keyboard alone: categories named and described, essential without a toggle", async () => {
    const user = userEvent.setup();
    await renderWithMessages(<ConsentOverlay />);
    await banner();
    await user.tab(); // the read-more toggle
    await user.tab();
    expect(screen.getByRole("button", { name: t.changeOptions })).toHaveFocus();
    await user.keyboard("{Enter}");

    const dialog = await screen.findByRole("dialog", { name: t.preferencesTitle });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    for (const category of ["functional", "analytics", "advertising"] as const) {
      const toggle = within(dialog).getByRole("switch", { name: t.categories[category].name });
      expect(toggle).not.toBeChecked();
      expect(toggle).toHaveAccessibleDescription(expect.stringContaining(t.categories[category].description));
      expect(toggle).toHaveAccessibleDescription(expect.stringContaining(t.categories[category].example));
    }
    expect(within(dialog).queryByRole("switch", { name: t.categories.essential.name })).toBeNull();
    expect(within(dialog).getByText(t.alwaysOn)).toBeVisible();
    expect(within(dialog).getByText(t.categories.essential.description, { exact: false })).toBeVisible();

    within(dialog).getByRole("switch", { name: t.categories.analytics.name }).focus();
    await user.keyboard(" ");
    expect(within(dialog).getByRole("switch", { name: t.categories.analytics.name })).toBeChecked();
    within(dialog).getByRole("button", { name: t.save }).focus();
    await user.keyboard("{Enter}");

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY)!)).toEqual(ONLY_ANALYTICS);
    expect(consentUpdates().at(-1)).toEqual([
      "consent",
      "update",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "granted" },
    ]);
  });

  it("asks before cancelling: Escape or 'back' returns to the preferences, confirming returns to the banner and saves nothing", async () => {
    const user = userEvent.setup();
    await renderWithMessages(<ConsentOverlay />);
    await user.click(within(await banner()).getByRole("button", { name: t.changeOptions }));
    await user.click(screen.getByRole("switch", { name: t.categories.advertising.name }));

    fireEvent.keyDown(document, { key: "Escape" });
    const confirmation = await screen.findByRole("dialog", { name: t.cancelTitle });
    expect(confirmation).toHaveAccessibleName(t.cancelTitle);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(await screen.findByRole("switch", { name: t.categories.advertising.name })).toBeChecked();

    await user.click(screen.getByRole("button", { name: t.cancel }));
    await user.click(within(await screen.findByRole("dialog", { name: t.cancelTitle })).getByRole("button", { name: t.back }));
    await user.click(within(await screen.findByRole("dialog", { name: t.preferencesTitle })).getByRole("button", { name: t.cancel }));
    await user.click(within(await screen.findByRole("dialog", { name: t.cancelTitle })).getByRole("button", { name: t.confirm }));

    expect(await banner()).toBeVisible();
    expect(localStorage.getItem(PREFERENCES_KEY)).toBeNull();
    expect(consentUpdates()).toEqual([]);
  });
});

describe("when nothing is shown", () => {
  it("stored consent shows nothing and sends its update at start; the footer link's event reopens the preferences with it", async () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(ONLY_ANALYTICS));
    const user = userEvent.setup();
    await renderWithMessages(
      <>
        <ConsentOverlay />
        <CookieSettingsLink label={t.footerLink} />
      </>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(consentUpdates()).toHaveLength(1);
    expect(consentUpdates()[0]![2]).toMatchObject({ analytics_storage: "granted", ad_storage: "denied" });

    await user.click(screen.getByRole("button", { name: t.footerLink }));
    const dialog = await screen.findByRole("dialog", { name: t.preferencesTitle });
    expect(within(dialog).getByRole("switch", { name: t.categories.analytics.name })).toBeChecked();
  });

  it("consentDisabled grants everything and never shows anything", async () => {
    localStorage.setItem(CONSENT_DISABLED_KEY, "true");
    await renderWithMessages(<ConsentOverlay />);
    act(() => void window.dispatchEvent(new Event(CONSENT_OPEN_EVENT)));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(consentUpdates()[0]![2]).toEqual({ ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" });
    expect(localStorage.getItem(PREFERENCES_KEY)).toBeNull();
  });

  it("crawlers see nothing, not even on the reopen event", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)");
    await renderWithMessages(<ConsentOverlay />);
    act(() => void window.dispatchEvent(new Event(CONSENT_OPEN_EVENT)));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(consentUpdates()).toEqual([]);
  });

  it("a choice made in another tab closes the banner here", async () => {
    await renderWithMessages(<ConsentOverlay />);
    await banner();
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: PREFERENCES_KEY, newValue: JSON.stringify(ONLY_ANALYTICS) }));
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(consentUpdates().at(-1)![2]).toMatchObject({ analytics_storage: "granted" });
  });
});
