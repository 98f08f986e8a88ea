import { screen, waitFor } from "@testing-library/react";
import { useTranslations } from "next-intl";
import { createRef, lazy, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildNet } from "@/lib/dielines";
import { loadMessages } from "@/lib/i18n/messages";
import { renderWithMessages } from "@/test/render";
import type { BoxPreview3DHandle, BoxPreview3DProps } from "./index";

const net = buildNet("mailer-box", { length: 200, width: 150, height: 70 });

/** As the editor page will use it: lazily, with the EditorPreview messages. */
function Preview(props: Omit<BoxPreview3DProps, "label" | "webglUnavailable"> & { Component: React.ComponentType<BoxPreview3DProps> }) {
  const t = useTranslations("EditorPreview");
  const { Component, ...rest } = props;
  return <Component {...rest} label={t("label")} webglUnavailable={t("webglUnavailable")} />;
}

describe("BoxPreview3D", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("loads lazily from the folder's index, whose default export is the preview", async () => {
    const preview = await import("./index");
    expect(preview.default).toBe(preview.BoxPreview3D);
    expect(preview.FOLD_MS).toBe(1200);
    expect(preview.UNFOLD_MS).toBe(800);
    expect(preview.EXPORT_BACKGROUND_ALPHA).toBe(0.9);
  });

  it("shows the shopper's fallback message instead of a canvas when the browser has no WebGL", async () => {
    const LazyPreview = lazy(() => import("./index"));
    const { container } = await renderWithMessages(
      <Suspense fallback={null}>
        <Preview Component={LazyPreview} net={net} sideTextures={{}} folded />
      </Suspense>,
      "de-DE",
    );
    const messages = await loadMessages("de-DE");
    expect(await screen.findByRole("status")).toHaveTextContent(messages.EditorPreview.webglUnavailable);
    expect(container.querySelector("canvas")).toBeNull();
  });

  it("has no render to export without WebGL", async () => {
    const { BoxPreview3D } = await import("./index");
    const ref = createRef<BoxPreview3DHandle>();
    await renderWithMessages(<Preview Component={(props) => <BoxPreview3D {...props} ref={ref} />} net={net} sideTextures={{}} folded={false} />);
    await expect(ref.current!.exportPng()).rejects.toThrow();
  });

  it("falls back too when the browser has WebGL but refuses to give the preview a context", async () => {
    // A browser with the WebGL API and a sized element, whose canvas gives no context
    // (jsdom's getContext returns null, as a blocked GPU does).
    vi.stubGlobal("WebGL2RenderingContext", class {});
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(private readonly callback: ResizeObserverCallback) {}
        observe(target: Element) {
          this.callback([{ target, contentRect: target.getBoundingClientRect() } as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 640, height: 480 }));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});

    const { BoxPreview3D } = await import("./index");
    const onFirstFrame = vi.fn();
    await renderWithMessages(<Preview Component={BoxPreview3D} net={net} sideTextures={{}} folded onFirstFrame={onFirstFrame} />);
    const messages = await loadMessages("en-US");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(messages.EditorPreview.webglUnavailable));
    expect(onFirstFrame).not.toHaveBeenCalled();
    // It was the renderer that failed, not something before it.
    expect(errors.mock.calls.some(([message]) => String(message).includes("Error creating WebGL context"))).toBe(true);
  });
});
