import { useCallback, useSyncExternalStore } from "react";
import type { LoadedImage } from "./element-shapes";

/**
 * Pictures for image elements, loaded once per URL and shared by every node
 * that shows them. The editor asks for the downscaled proxy variant of each
 * upload; elements show a placeholder until theirs arrives (or if it never does).
 */

export type LoadImage = (url: string) => Promise<LoadedImage>;

/** The browser's loader. Anonymous CORS keeps the canvas exportable when the proxy sits on another origin. */
export const loadBrowserImage: LoadImage = (url) =>
  new Promise((resolve, reject) => {
    const image = new window.Image();
    image.crossOrigin = "anonymous";
    image.decoding = "async";
    image.onload = () => resolve({ source: image, width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error(`Image did not load: ${url}`));
    image.src = url;
  });

type Entry = { status: "loading" } | { status: "ready"; image: LoadedImage } | { status: "failed" };

export class ImageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly load: LoadImage = loadBrowserImage) {}

  /** The picture if it is ready, starting its load the first time it is asked for. */
  get(url: string): LoadedImage | null {
    const entry = this.entries.get(url);
    if (entry) return entry.status === "ready" ? entry.image : null;
    this.entries.set(url, { status: "loading" });
    Promise.resolve()
      .then(() => this.load(url))
      .then(
        (image) => this.settle(url, { status: "ready", image }),
        () => this.settle(url, { status: "failed" }),
      );
    return null;
  }

  /** Resolves when every picture asked for so far has loaded or failed. */
  async settled(): Promise<void> {
    while ([...this.entries.values()].some((entry) => entry.status === "loading")) {
      await new Promise<void>((resolve) => {
        const stop = this.subscribe(() => {
          stop();
          resolve();
        });
      });
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private settle(url: string, entry: Entry) {
    this.entries.set(url, entry);
    for (const listener of [...this.listeners]) listener();
  }
}

/** The picture at `url` (null while loading or when there is none); re-renders only when it changes. */
export function useLoadedImage(cache: ImageCache, url: string | null): LoadedImage | null {
  const snapshot = useCallback(() => (url ? cache.get(url) : null), [cache, url]);
  return useSyncExternalStore(cache.subscribe, snapshot, snapshot);
}
