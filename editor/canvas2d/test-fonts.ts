/**
 * Test support, not shipped: a stand-in for the browser's FontFace API whose
 * faces load only when the test says so. Releasing a face can register a real
 * TrueType file with @napi-rs/canvas, so Konva then measures with that font as
 * a browser would once the face is in document.fonts.
 */
import path from "node:path";
import { GlobalFonts } from "@napi-rs/canvas";
import type { FontFile } from "@/lib/design/fonts";
import type { FontFaceApi, LoadableFace } from "./fonts";

export interface FakeFace extends LoadableFace {
  family: string;
  source: string;
  descriptors: { weight: string; style: string };
  /** Settles the face's load: loaded (true) or failed. */
  release(loaded?: boolean): void;
}

export function fakeFontFaces() {
  const created: FakeFace[] = [];
  const added: LoadableFace[] = [];
  class FakeFontFace implements FakeFace {
    release: (loaded?: boolean) => void = () => {};
    private readonly loading: Promise<void>;
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: { weight: string; style: string },
    ) {
      this.loading = new Promise((resolve, reject) => {
        this.release = (loaded = true) => (loaded ? resolve() : reject(new Error("font did not load")));
      });
      created.push(this);
    }
    load() {
      return this.loading;
    }
  }
  const api: FontFaceApi = { FontFace: FakeFontFace, fonts: { add: (face) => added.push(face) } };
  return { api, created, added };
}

/** Makes a bundled font file drawable by the napi canvas under its family name. */
export function registerWithCanvas(file: FontFile): void {
  GlobalFonts.registerFromPath(path.join(process.cwd(), "node_modules", file.file), file.family);
}
