import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Icon, ICON_NAMES } from "./icons";

describe("the storefront's icons", () => {
  it("are drawn for every name, in the text's colour, and hidden from screen readers beside words that say the same", () => {
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} />);
      const svg = container.querySelector("svg")!;
      expect(svg.getAttribute("aria-hidden"), name).toBe("true");
      expect(svg.getAttribute("stroke"), name).toBe("currentColor");
      expect(svg.childElementCount, name).toBeGreaterThan(0);
      unmount();
    }
  });

  it("are named when they stand alone", () => {
    render(<Icon name="cart" title="Cart" />);
    expect(screen.getByRole("img", { name: "Cart" })).toBeInTheDocument();
  });
});
