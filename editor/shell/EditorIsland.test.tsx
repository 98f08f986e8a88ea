import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import { renderWithMessages } from "@/test/render";
import { EditorIsland } from "./EditorIsland";
import { euro, product } from "./testing";

// The editor's own code is still on its way: only the words shown meanwhile are rendered.
vi.mock("next/dynamic", () => ({
  default: (_load: unknown, options: { loading: () => ReactNode }) =>
    function StillLoading() {
      return options.loading();
    },
}));

describe("the editor while its code loads", () => {
  it("speaks of a design in the product editor, and of a box in the box editor", async () => {
    const props = { opening: { kind: "design", designId: 5, shareToken: null } as const, product, formatter: euro };
    const { unmount } = await renderWithMessages(<EditorIsland {...props} flavour="product" />);
    expect(screen.getByText("Loading your design…", { selector: "p" })).toBeInTheDocument();
    unmount();
    await renderWithMessages(<EditorIsland {...props} />);
    expect(screen.getByText(en.Busy.loadingBoxData, { selector: "p" })).toBeInTheDocument();
  });
});
