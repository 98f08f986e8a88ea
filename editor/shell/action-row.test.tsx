import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import { renderInStorefront } from "@/test/render";
import { EditorBar } from "./EditorBar";
import { editorBarProps } from "./testing";
import { scrollHintOf, useScrollHint } from "./use-scroll-hint";

/**
 * On a phone (390 px) the editor's action row (save, share, help) is wider than
 * the screen and scrolls sideways. It fades out at an edge with more behind it,
 * so the shopper sees there is more; the fade is drawn by CSS from the row's
 * data attributes, and the buttons stay where keyboards and readers find them.
 */

const t = en.Editor;
async function renderBar() {
  await renderInStorefront(<EditorBar {...editorBarProps({ title: "Mailer box", owner: true })} />);
  return screen.getByTestId("editor-actions");
}

/** jsdom lays nothing out: the row's widths are those of a 390 px phone with four buttons in a 560 px row. */
function layOut(row: HTMLElement, scrollLeft: number, clientWidth = 358, scrollWidth = 560) {
  Object.defineProperty(row, "clientWidth", { configurable: true, value: clientWidth });
  Object.defineProperty(row, "scrollWidth", { configurable: true, value: scrollWidth });
  row.scrollLeft = scrollLeft;
}

describe("the editor's action row on a phone", () => {
  it("says there is more to the right until it is scrolled to its end, and more to the left once scrolled", async () => {
    const row = await renderBar();
    layOut(row, 0);
    act(() => void window.dispatchEvent(new Event("resize")));
    expect(row).toHaveAttribute("data-more-end", "true");
    expect(row).toHaveAttribute("data-more-start", "false");

    layOut(row, 100);
    fireEvent.scroll(row);
    expect(row).toHaveAttribute("data-more-start", "true");
    expect(row).toHaveAttribute("data-more-end", "true");

    layOut(row, 202);
    fireEvent.scroll(row);
    expect(row).toHaveAttribute("data-more-start", "true");
    expect(row).toHaveAttribute("data-more-end", "false");
  });

  it("says nothing where everything fits (a desktop)", async () => {
    const row = await renderBar();
    layOut(row, 0, 600, 600);
    act(() => void window.dispatchEvent(new Event("resize")));
    expect(row).toHaveAttribute("data-more-start", "false");
    expect(row).toHaveAttribute("data-more-end", "false");
  });

  it("keeps its buttons in their order for the keyboard, with no hint element for readers to stumble on", async () => {
    const row = await renderBar();
    expect(
      within(row)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual([t.save.button, t.share.button, t.help.bestPractices, t.help.guidelines]);
    expect(row.querySelectorAll("[aria-hidden]")).toHaveLength(0);
  });
});

describe("the scroll hint's measure", () => {
  it("allows a pixel of rounding at either end, and reads a right-to-left row from its start", () => {
    expect(scrollHintOf({ scrollLeft: 0.5, clientWidth: 358, scrollWidth: 359 })).toEqual({ start: false, end: false });
    expect(scrollHintOf({ scrollLeft: -100, clientWidth: 358, scrollWidth: 560 })).toEqual({ start: true, end: true });
  });
});

describe("a row with a chosen button", () => {
  function Row({ chosen }: { chosen: string }) {
    const { ref, attributes } = useScrollHint<HTMLDivElement>();
    return (
      <div ref={ref} {...attributes} data-testid="row">
        {["Text", "Upload", "Shapes", "Background"].map((name) => (
          <button key={name} type="button" aria-pressed={name === chosen}>
            {name}
          </button>
        ))}
      </div>
    );
  }

  it("scrolls the chosen button into view when the choice changes, and only then", async () => {
    const scrolled: string[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.textContent ?? "");
    });
    // jsdom scrolls nothing: the call is what shows the row would bring the button into view.
    const original = Object.getOwnPropertyDescriptor(Element.prototype, "scrollIntoView");
    Object.defineProperty(Element.prototype, "scrollIntoView", { configurable: true, writable: true, value: scrollIntoView });
    try {
      const { rerender } = render(<Row chosen="Text" />);
      expect(scrolled).toEqual(["Text"]);
      rerender(<Row chosen="Background" />);
      expect(scrolled).toEqual(["Text", "Background"]);
      rerender(<Row chosen="Background" />);
      expect(scrolled).toEqual(["Text", "Background"]);
      expect(scrollIntoView).toHaveBeenLastCalledWith({ block: "nearest", inline: "nearest" });
    } finally {
      if (original) Object.defineProperty(Element.prototype, "scrollIntoView", original);
      else delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });
});
