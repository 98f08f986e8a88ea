import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en-US.json";
import { EditorBar } from "./EditorBar";

const noop = () => undefined;

function renderBar(inside: { length: number; width: number; height: number }) {
  render(
    <NextIntlClientProvider locale="en-US" messages={en}>
      <EditorBar
        title="Poly mailer"
        inside={inside}
        owner={false}
        viewMode="edit"
        onViewMode={noop}
        editorMode="2d"
        onEditorMode={noop}
        saveState={null}
        onRetrySave={noop}
        onResolveConflict={noop}
        onSave={noop}
        saving={false}
        onShare={noop}
        onHelp={noop}
      />
    </NextIntlClientProvider>,
  );
}

describe("the editor bar's size", () => {
  it("gives a box its inside size", () => {
    renderBar({ length: 200, width: 150, height: 70 });
    expect(screen.getByText("Inside: 200 × 150 × 70 mm")).toBeInTheDocument();
  });

  it("gives a flat product (a mailer, a label) its format, not a height of 0", () => {
    renderBar({ length: 250, width: 350, height: 0 });
    expect(screen.getByText("Size: 250 × 350 mm")).toBeInTheDocument();
    expect(screen.queryByText(/× 0 mm/)).not.toBeInTheDocument();
  });
});
