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
  net: Net;
  mode: CanvasMode;
  /** Keep it stable: every image element asks it. */
  imageUrl: (fileId: string) => string;
  label: string;
}

export interface Preview3DPartProps {
  net: Net;
  document: DesignDocument;
  imageUrl: (fileId: string) => string;
  /** The closed box (true) or the flat net (false). */
  folded: boolean;
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
  /** A PNG of one side, at most 300 x 300 px, for the design's thumbnail. */
  exportThumbnail(document: DesignDocument, net: Net, side: SideId, imageUrl: (fileId: string) => string): Promise<Blob>;
}
