import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { panelLeftOffset } from "./switcher-placement";
import { SwitcherDetails } from "./SwitcherDetails";

/** The phone's header at 390 px: the switcher button is the first item of the nav, at the left gutter. */
const PHONE = { viewport: 390, anchor: { left: 16, right: 186 }, panel: 320 };

describe("the region switcher's list", () => {
  it("opens inside the viewport on a 390 px phone, where hanging from the button's right edge put it at x = -134", () => {
    const offset = panelLeftOffset(PHONE.anchor, PHONE.panel, PHONE.viewport);
    const left = PHONE.anchor.left + offset;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left + PHONE.panel).toBeLessThanOrEqual(PHONE.viewport);
  });

  it("still hangs from the button's right edge on a wide screen", () => {
    const anchor = { left: 1000, right: 1180 };
    expect(anchor.left + panelLeftOffset(anchor, 320, 1440)).toBe(1180 - 320);
  });

  it("keeps a margin at 320 px and never starts left of the screen when the list is wider than it", () => {
    expect(16 + panelLeftOffset({ left: 16, right: 120 }, 288, 320)).toBe(16);
    expect(panelLeftOffset({ left: 16, right: 120 }, 400, 320) + 16).toBeGreaterThanOrEqual(0);
  });
});

function renderSwitcher(viewport: number, anchor: { left: number; right: number }) {
  Object.defineProperty(document.documentElement, "clientWidth", { configurable: true, value: viewport });
  render(
    <SwitcherDetails className="switcher">
      <summary>Poland PLN</summary>
      <div data-switcher-panel>
        <a href="https://boxwright.de/">Germany</a>
      </div>
    </SwitcherDetails>,
  );
  const details = screen.getByTestId("region-switcher") as HTMLDetailsElement;
  const panel = details.querySelector<HTMLElement>("[data-switcher-panel]")!;
  details.getBoundingClientRect = () => ({
    ...anchor,
    top: 60,
    bottom: 100,
    width: anchor.right - anchor.left,
    height: 40,
    x: anchor.left,
    y: 60,
    toJSON() {},
  });
  panel.getBoundingClientRect = () => ({ left: 0, right: 320, top: 0, bottom: 400, width: 320, height: 400, x: 0, y: 0, toJSON() {} });
  return { details, panel, summary: screen.getByText("Poland PLN") };
}

describe("the region switcher on the page", () => {
  it("places its list inside a 390 px screen when it opens", () => {
    const { details, panel } = renderSwitcher(PHONE.viewport, PHONE.anchor);
    details.open = true;
    fireEvent(details, new Event("toggle"));
    const left = PHONE.anchor.left + Number.parseFloat(panel.style.left);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left + PHONE.panel).toBeLessThanOrEqual(PHONE.viewport);
    expect(panel.style.right).toBe("auto");
  });

  it.each([390, 1440])("closes on Escape at %i px and gives the focus back to its button", (width) => {
    const { details, summary } = renderSwitcher(width, width === 390 ? PHONE.anchor : { left: 1000, right: 1180 });
    details.open = true;
    fireEvent(details, new Event("toggle"));
    fireEvent.keyDown(screen.getByRole("link", { name: "Germany" }), { key: "Escape" });
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();
  });
});
