import { useCallback, useEffect, useSyncExternalStore } from "react";
import { API_BASE_PATH } from "@/lib/api/api-service";
import type { DesignElement } from "@/lib/design";
import { DEFAULT_FONT_WEIGHT, FONTS, FONT_FILES_REVISION, fontFileFor, type FontFile } from "@/lib/design/fonts";

/**
 * The editor's typefaces in the browser: the same TrueType files the print
 * embeds (lib/design's FONT_FILES), fetched from the shop's font route and
 * registered with the FontFace API under their family names, so Konva, the
 * exports and the font menu all find them by name. A text element's file is
 * loaded when the element is first drawn; until it has loaded (or failed) the
 * element shows in its generic fallback family. Konva measures and wraps text
 * when its attributes change, not when a font arrives, so the family name the
 * element is drawn with changes once the file is in: that redraws it with the
 * right metrics.
 */

/** Where the browser fetches a font file; the revision makes a year of caching safe. */
export function fontFileUrl(file: FontFile): string {
  return `${API_BASE_PATH}/design_fonts/${file.key}?v=${FONT_FILES_REVISION}`;
}

/** A face as the FontFace API makes it: it loads, and then draws. */
export interface LoadableFace {
  load(): Promise<unknown>;
}

/** The parts of the browser's FontFace API the loader uses (window.FontFace and document.fonts); tests hand in a fake. */
export interface FontFaceApi {
  FontFace: new (family: string, source: string, descriptors: { weight: string; style: string }) => LoadableFace;
  fonts: { add(face: LoadableFace): unknown };
}

/**
 * Loads font files once each and says when each has settled (loaded or
 * failed). Without a FontFace API (on a server, in tests) every file counts as
 * settled at once: the canvas then draws with whatever the family name finds.
 */
export class FontLoader {
  private readonly loads = new Map<string, Promise<void>>();
  private readonly done = new Set<string>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly api: FontFaceApi | null,
    private readonly urlOf: (file: FontFile) => string = fontFileUrl,
  ) {}

  /** Whether the file has loaded or failed, starting its load the first time it is asked about. */
  settled(file: FontFile): boolean {
    void this.start(file);
    return this.done.has(file.key);
  }

  /** Resolves once every file has loaded or failed; never rejects, as text then shows in a fallback family. */
  async load(files: readonly FontFile[]): Promise<void> {
    await Promise.all(files.map((file) => this.start(file)));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private start(file: FontFile): Promise<void> {
    const started = this.loads.get(file.key);
    if (started) return started;
    const api = this.api;
    if (!api) {
      this.done.add(file.key);
      const nothing = Promise.resolve();
      this.loads.set(file.key, nothing);
      return nothing;
    }
    const loading = Promise.resolve()
      .then(() => {
        const face = new api.FontFace(file.family, `url(${this.urlOf(file)})`, { weight: String(file.weight), style: file.italic ? "italic" : "normal" });
        api.fonts.add(face);
        return face.load();
      })
      .catch(() => undefined)
      .then(() => {
        this.done.add(file.key);
        for (const listener of [...this.listeners]) listener();
      });
    this.loads.set(file.key, loading);
    return loading;
  }
}

let shared: FontLoader | undefined;

/** The page's one loader, on the browser's FontFace API when there is one. */
export function browserFonts(): FontLoader {
  shared ??= new FontLoader(
    typeof window !== "undefined" && typeof window.FontFace === "function" && typeof document !== "undefined" && document.fonts
      ? { FontFace: window.FontFace, fonts: document.fonts }
      : null,
  );
  return shared;
}

/** The font file a text element is drawn with; null for other elements. */
export function fontFileOf(element: DesignElement): FontFile | null {
  return element.type === "text" ? fontFileFor(element.fontId, element.fontWeight, element.italic) : null;
}

/** The font files a set of elements draws with, each once. */
export function fontFilesOf(elements: readonly DesignElement[]): FontFile[] {
  const files = new Map<string, FontFile>();
  for (const element of elements) {
    const file = fontFileOf(element);
    if (file) files.set(file.key, file);
  }
  return [...files.values()];
}

/** Whether `file` has settled (true when there is none); re-renders when it does. */
export function useFontSettled(fonts: FontLoader, file: FontFile | null): boolean {
  const snapshot = useCallback(() => (file ? fonts.settled(file) : true), [fonts, file]);
  return useSyncExternalStore(fonts.subscribe, snapshot, snapshot);
}

/** The regular file of every family, so a font menu can show each family in itself. */
export const FONT_PREVIEW_FILES: readonly FontFile[] = FONTS.map((font) => fontFileFor(font.id, DEFAULT_FONT_WEIGHT, false));

/** Loads the regular file of every family while the calling component is shown. */
export function useFontPreviews(fonts: FontLoader = browserFonts()): void {
  useEffect(() => {
    void fonts.load(FONT_PREVIEW_FILES);
  }, [fonts]);
}
