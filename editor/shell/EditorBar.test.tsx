import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInStorefront } from "@/test/render";
import { EditorBar } from "./EditorBar";
import { editorBarProps } from "./testing";

// The bar names the size in the storefront's unit, so it is rendered in a storefront (eu: millimetres).
const renderBar = (inside: { length: number; width: number; height: number }) =>
  renderInStorefront(<EditorBar {...editorBarProps({ title: "Poly mailer", inside })} />);

describe("the editor bar's size", () => {
  it("gives a box its inside size", async () => {
    await renderBar({ length: 200, width: 150, height: 70 });
    expect(screen.getByText("Inside: 200 × 150 × 70 mm")).toBeInTheDocument();
  });

  it("gives a flat product (a mailer, a label) its format, not a height of 0", async () => {
    await renderBar({ length: 250, width: 350, height: 0 });
    expect(screen.getByText("Size: 250 × 350 mm")).toBeInTheDocument();
    expect(screen.queryByText(/× 0 mm/)).not.toBeInTheDocument();
  });
});
