import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SHAPES } from "@/lib/design";
import de from "@/messages/de-DE.json";
import { renderWithMessages } from "@/test/render";
import { ARRANGE_ICONS, Icon, type IconName } from "./icons";
import { Toolbar } from "./Toolbar";

/**
 * The editor's icons are drawn, not typed: a glyph such as ⧉ or 🔒 showed as an
 * empty box where the shopper's fonts lacked it (issue 23).
 */

const ICONS: IconName[] = ["text", "upload", "undo", "redo", "duplicate", "remove", "lock", "unlock", "forward", "backward", ...SHAPES, ...ARRANGE_ICONS];

describe("editor icons", () => {
  it("are SVG drawings hidden from assistive technology, one for every tool, shape and layer action", () => {
    render(
      <p data-testid="icons">
        {ICONS.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </p>,
    );
    const icons = screen.getByTestId("icons");
    expect(icons.textContent).toBe("");
    for (const name of ICONS) {
      const svg = icons.querySelector(`svg[data-icon="${name}"]`);
      expect(svg, name).not.toBeNull();
      expect(svg!.getAttribute("aria-hidden")).toBe("true");
      expect(svg!.children.length, name).toBeGreaterThan(0);
    }
    expect(within(icons).queryAllByRole("img")).toHaveLength(0);
  });

  it("leave the toolbar's buttons with their words and a drawing each, and no symbol a font may lack", async () => {
    const nothing = () => {};
    await renderWithMessages(
      <Toolbar
        canUndo
        canRedo
        hasSelection
        canRemove
        uploading={false}
        onAddText={nothing}
        onAddShape={nothing}
        onPickImage={nothing}
        onUndo={nothing}
        onRedo={nothing}
        onDuplicate={nothing}
        onRemove={nothing}
      />,
      "de-DE",
    );
    const buttons = within(screen.getByRole("toolbar", { name: de.Editor.toolbar.label })).getAllByRole("button");
    expect(buttons.length).toBe(6 + SHAPES.length);
    for (const button of buttons) {
      expect(button.querySelector("svg[aria-hidden='true']"), button.textContent ?? "").not.toBeNull();
      // Letters, spaces and ordinary punctuation only: the words of the button.
      expect(button.textContent!.trim(), button.textContent ?? "").toMatch(/^[\p{L}\p{N} .,'()-]+$/u);
    }
    expect(screen.getByRole("button", { name: de.Editor.toolbar.duplicate })).toBeTruthy();
  });
});
