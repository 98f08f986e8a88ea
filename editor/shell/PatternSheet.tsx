"use client";

import { useEffect, useId, useMemo, useState } from "react";
import type { DesignDocument } from "@/lib/design";
import { tilePlacements, type FlatSize, type Net, type PatternRepeat } from "@/lib/dielines";
import type { EditorParts } from "./parts";
import styles from "./pattern-sheet.module.css";

/** How many repeats of a tape the sheet view shows: enough to see the pattern join up. */
export const ROLL_REPEATS_SHOWN = 2.5;
/** The tile is drawn again this long after the last change, not on every keystroke. */
const REDRAW_DELAY_MS = 150;

/** What the 2D pattern view shows: the whole sheet, or a length of the tape a few repeats long. */
export function shownArea(repeat: PatternRepeat): FlatSize {
  if (repeat.kind === "sheet") return repeat.area;
  return { width: Math.min(repeat.area.width, repeat.tile.width * ROLL_REPEATS_SHOWN), height: repeat.area.height };
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The tile could not be read"));
    reader.readAsDataURL(blob);
  });
}

export interface PatternSheetProps {
  /** A pattern model's net (with `repeat`). */
  net: Net;
  document: DesignDocument;
  imageUrl: (fileId: string) => string;
  /** Draws the tile ("front") flat: the editor's side export, as for thumbnails. */
  exportTile: EditorParts["exportThumbnail"];
  /** Accessible name of the picture. */
  label: string;
}

/**
 * The shopper's tile repeated over the sheet (or along a length of tape) in 2D:
 * the tile drawn once by the side export, then placed wherever lib/dielines'
 * tilePlacements puts it, the same places the production file prints it. The
 * tile the shopper designs is outlined. Until the tile is drawn, the grid shows.
 */
export function PatternSheet({ net, document, imageUrl, exportTile, label }: PatternSheetProps) {
  const repeat = net.repeat!;
  const clipId = useId();
  const [tileUrl, setTileUrl] = useState<string | null>(null);
  const area = useMemo(() => shownArea(repeat), [repeat]);
  const placements = useMemo(() => tilePlacements(repeat.tile, area), [repeat.tile, area]);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      exportTile(document, net, "front", imageUrl)
        .then(dataUrlOf)
        .then(
          (url) => {
            if (current) setTileUrl(url);
          },
          // Without the picture the grid still shows how the tile repeats.
          () => undefined,
        );
    }, REDRAW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [document, net, imageUrl, exportTile]);

  const { width, height } = repeat.tile;
  return (
    <svg
      className={styles.sheet}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${area.width} ${area.height}`}
      preserveAspectRatio="xMidYMid meet"
      data-testid="pattern-sheet"
      data-tiles={placements.length}
      data-ready={tileUrl !== null}
    >
      <defs>
        <clipPath id={clipId}>
          <rect x={0} y={0} width={area.width} height={area.height} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        {placements.map((place) =>
          tileUrl ? (
            <image key={`${place.column}:${place.row}`} href={tileUrl} x={place.x} y={place.y} width={width} height={height} preserveAspectRatio="none" />
          ) : (
            <rect key={`${place.column}:${place.row}`} className={styles.tile} x={place.x} y={place.y} width={width} height={height} />
          ),
        )}
      </g>
      <rect className={styles.designed} x={0} y={0} width={Math.min(width, area.width)} height={Math.min(height, area.height)} data-testid="pattern-tile" />
      <rect className={styles.outline} x={0} y={0} width={area.width} height={area.height} />
    </svg>
  );
}
