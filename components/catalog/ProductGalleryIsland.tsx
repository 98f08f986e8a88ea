"use client";

import { useSearchParams } from "next/navigation";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { URL_NAMES } from "@/lib/catalog/line-configuration-url";
import type { ProductPicture, ProductView } from "@/lib/catalog/product-images";
import { Picture } from "./Picture";
import styles from "./gallery.module.css";

export interface GalleryShot {
  material: string;
  view: ProductView;
  picture: ProductPicture;
  alt: string;
}

export interface ProductGalleryIslandProps {
  shots: GalleryShot[];
  words: { label: string; thumbnails: string; note: string };
  sizes: string;
}

const THUMBNAIL_SIZES = "96px";

/**
 * The gallery in the browser: the material follows the configurator's `material` in the
 * address (the configurator writes it as the shopper picks); the thumbnails are tabs,
 * chosen by click or with the arrow keys, Home and End.
 */
export function ProductGalleryIsland({ shots, words, sizes }: ProductGalleryIslandProps) {
  const params = useSearchParams();
  const asked = params?.get(URL_NAMES.material) ?? null;
  const material = shots.some((shot) => shot.material === asked) ? asked! : shots[0]!.material;
  // The chosen material's pictures first, then the other materials, closed.
  const ordered = [...shots.filter((shot) => shot.material === material), ...shots.filter((shot) => shot.material !== material && shot.view === "closed")];
  const [picked, pick] = useState<{ material: string; view: ProductView } | null>(null);
  // A new material in the address shows that material closed, whatever was picked before.
  const [followed, follow] = useState(material);
  if (followed !== material) {
    follow(material);
    pick(null);
  }
  const shownIndex = Math.max(0, picked ? ordered.findIndex((shot) => shot.material === picked.material && shot.view === picked.view) : 0);
  const shown = ordered[shownIndex]!;
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (index: number) => {
    const shot = ordered[index]!;
    pick({ material: shot.material, view: shot.view });
    tabs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = ordered.length - 1;
    const next: Record<string, number> = {
      ArrowRight: shownIndex === last ? 0 : shownIndex + 1,
      ArrowDown: shownIndex === last ? 0 : shownIndex + 1,
      ArrowLeft: shownIndex === 0 ? last : shownIndex - 1,
      ArrowUp: shownIndex === 0 ? last : shownIndex - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    choose(next[event.key]!);
  };

  return (
    <figure className={styles.gallery} aria-label={words.label}>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${shownIndex}`}>
        <Picture picture={shown.picture} alt={shown.alt} sizes={sizes} className={styles.main} priority />
      </div>
      {ordered.length > 1 ? (
        <div role="tablist" aria-label={words.thumbnails} className={styles.thumbnails} onKeyDown={onKeyDown}>
          {ordered.map((shot, index) => (
            <button
              key={`${shot.material}-${shot.view}`}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={index === shownIndex}
              aria-controls={`${id}-panel`}
              aria-label={shot.alt}
              tabIndex={index === shownIndex ? 0 : -1}
              className={styles.thumbnail}
              onClick={() => choose(index)}
            >
              <Picture picture={shot.picture} alt="" sizes={THUMBNAIL_SIZES} />
            </button>
          ))}
        </div>
      ) : null}
      <figcaption className={styles.note}>{words.note}</figcaption>
    </figure>
  );
}
