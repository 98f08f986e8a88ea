import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { designAnswer, editorRoutes, fakeParts, fakeShop, renderEditor, signIn } from "./testing";

beforeEach(() => {
  signIn();
  window.history.replaceState(null, "", "/box/design?design_id=5");
  fakeShop({ ...editorRoutes, "GET box_designs/5": { body: designAnswer() } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

/** The browser's idle callbacks, run when the test says the editor has gone idle. */
function idleCallbacks() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => waiting.push(callback));
  vi.stubGlobal("cancelIdleCallback", () => undefined);
  return {
    runAll: () => waiting.splice(0).forEach((callback) => callback()),
    get count() {
      return waiting.length;
    },
  };
}

async function open() {
  const parts = { ...fakeParts(), preloadPreview3D: vi.fn() };
  await renderEditor({ kind: "design", designId: 5, shareToken: null }, { parts });
  await screen.findByTestId("editor-shell");
  return parts;
}

describe("the 3D preview's code", () => {
  it("starts loading in the first idle moment of the 2D editor, once, before the shopper switches to 3D", async () => {
    const idle = idleCallbacks();
    const parts = await open();
    // Not while the editor is still busy opening: only when the browser says it is idle.
    expect(parts.preloadPreview3D).not.toHaveBeenCalled();
    // The wish is registered once the opened design is on the canvas, which may be a moment after the shell shows.
    await waitFor(() => expect(idle.count).toBeGreaterThan(0));
    expect(parts.preloadPreview3D).not.toHaveBeenCalled();
    idle.runAll();
    expect(parts.preloadPreview3D).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByTestId("mode-3d"));
    expect(await screen.findByTestId("box-preview-3d")).toBeInTheDocument();
    idle.runAll();
    expect(parts.preloadPreview3D).toHaveBeenCalledTimes(1);
  });

  it("is not loaded ahead when the shopper's browser is set to save data", async () => {
    const idle = idleCallbacks();
    Object.defineProperty(window.navigator, "connection", { value: { saveData: true }, configurable: true });
    try {
      const parts = await open();
      idle.runAll();
      expect(parts.preloadPreview3D).not.toHaveBeenCalled();
    } finally {
      delete (window.navigator as { connection?: unknown }).connection;
    }
  });
});
