import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import { FAKE_MOCKUP_PNG, openSavedDesign, refusal, savedDesign, setUpEditorTests, SKU } from "./testing";

const t = en.Editor;

/** What the page handed to the browser's downloads: each link clicked with a download name. */
function capturedDownloads() {
  const saved: { href: string; name: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, name: this.download });
  });
  return saved;
}

setUpEditorTests();
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => "blob:http://shop.test/proof");
  URL.revokeObjectURL = vi.fn();
});

describe("downloads from the editor", () => {
  it("offers the dieline of the box's size as PDF and SVG, in the storefront's region and language", async () => {
    await openSavedDesign();
    const panel = await screen.findByTestId("downloads-panel");
    const pdf = new URL(within(panel).getByRole("link", { name: t.downloads.dielinePdf }).getAttribute("href")!, "http://shop.test");
    expect(pdf.pathname).toBe("/api/v2/dielines");
    expect(Object.fromEntries(pdf.searchParams)).toEqual({ sku: SKU, format: "pdf", region: "eu", locale: "en-US" });
    const svg = new URL(within(panel).getByRole("link", { name: t.downloads.dielineSvg }).getAttribute("href")!, "http://shop.test");
    expect(svg.searchParams.get("format")).toBe("svg");
  });

  it("saves what waits, then downloads the print proof of the design as saved, with the visitor's token", async () => {
    const { shop } = await openSavedDesign({ routes: { "PUT box_designs/5": savedDesign(), "GET box_designs/5/production_files": { body: "%PDF-1.7" } } });
    const saved = capturedDownloads();
    await userEvent.click(await screen.findByRole("button", { name: t.toolbar.addText }));
    await userEvent.click(screen.getByRole("button", { name: t.downloads.proof }));

    await waitFor(() => expect(saved).toEqual([{ href: "blob:http://shop.test/proof", name: "design-5-proof.pdf" }]));
    const calls = shop.calls().filter((call) => call.includes("box_designs/5"));
    // The proof is of the design as on screen: the waiting edit went first.
    expect(calls.slice(-2)).toEqual(["PUT box_designs/5", "GET box_designs/5/production_files"]);
    expect(shop.to("GET", "box_designs/5/production_files")[0]!.headers.get("X-Api-Token")).toBe("token-7");
    // The proof's margin line speaks the shopper's language.
    expect(shop.to("GET", "box_designs/5/production_files")[0]!.query.get("locale")).toBe("en-US");
  });

  it("says so in the shopper's language when the proof cannot be made", async () => {
    await openSavedDesign({ routes: { "GET box_designs/5/production_files": refusal(409, "design_unprintable") } });
    const saved = capturedDownloads();
    await userEvent.click(await screen.findByRole("button", { name: t.downloads.proof }));
    expect(await screen.findByText(t.downloads.proofFailed)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("saves a picture of the 3D view", async () => {
    await openSavedDesign();
    const saved = capturedDownloads();
    await userEvent.click(await screen.findByTestId("mode-3d"));
    await userEvent.click(screen.getByRole("button", { name: t.downloads.mockup }));
    await waitFor(() => expect(saved).toEqual([{ href: FAKE_MOCKUP_PNG, name: `${SKU}-mockup.png` }]));
  });
});
