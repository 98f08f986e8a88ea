import type { ComponentType, ReactNode, Ref } from "react";
import type { DesignDocument } from "@/lib/design";
import type { Net, SideId } from "@/lib/dielines";
import type { EditorStore } from "@/editor/state";

/**
 * The heavy parts of the editor the shell places but does not build: the 2D
 * canvas (Konva), the 3D preview (three.js) and the side export behind
 * thumbnails. EditorApp hands in the real ones; tests hand in light stand-ins,
 * since neither Konva's canvas nor WebGL runs in jsdom.
 */

export type CanvasMode = "side" | "net";

export interface CanvasPartProps {
  store: EditorStore;
  /** The net; in the net view, the sheet shown (the inside sheet for a side printed on the back of the board). */
  net: Net;
  mode: CanvasMode;
  /** The sides the shopper designs, as the side tabs offer them. */
  sides?: readonly SideId[];
  /** Keep it stable: every image element asks it. */
  imageUrl: (fileId: string) => string;
  label: string;
  /** Dragging snaps to the panel and other elements (the shopper's switch). */
  snapping?: boolean;
  /** Elements the print check warns about, outlined on the canvas. */
  warnedIds?: readonly string[];
}

export interface Preview3DPartProps {
  net: Net;
  document: DesignDocument;
  imageUrl: (fileId: string) => string;
  /** The closed box (true) or the flat net (false). */
  folded: boolean;
  /** The sides the shopper designs (inside ones where the print mode prints inside); their artwork is drawn on the box. */
  sides: readonly SideId[];
  /** The lid held open, so the inside print shows. */
  open?: boolean;
  boardColour?: string;
  insideColour?: string;
  label: string;
  webglUnavailable: ReactNode;
  /** Receives the view's picture maker once it draws: the "save image" button's PNG of what the shopper sees. */
  exporter?: Ref<PngExporter>;
}

/** The 3D view as a PNG data URL, as it is on screen. */
export interface PngExporter {
  exportPng(): Promise<string>;
}

export interface EditorParts {
  Canvas: ComponentType<CanvasPartProps>;
  /** Rendered only once the shopper opens the 3D view. */
  Preview3D: ComponentType<Preview3DPartProps>;
  /**
   * Starts loading the 3D preview's code before it is first shown (EditorApp: the chunk with
   * three.js); the workspace calls it once, when the editor is first idle.
   */
  preloadPreview3D?(): void;
  /** A PNG of one side, at most 300 x 300 px, for the design's thumbnail. */
  exportThumbnail(document: DesignDocument, net: Net, side: SideId, imageUrl: (fileId: string) => string): Promise<Blob>;
}
