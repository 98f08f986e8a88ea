"use client";

import type Konva from "konva";
import type { Context } from "konva/lib/Context";
import { useMemo } from "react";
import { Group, Layer, Line, Shape } from "react-konva";
import type { DesignDocument } from "@/lib/design";
import { printableSides, type Net, type Segment, type SideId } from "@/lib/dielines";
import { ElementNodes } from "./ElementNode";
import type { FontLoader } from "./fonts";
import type { ImageCache } from "./images";
import { flatPoints, tracePolygon } from "./outline";
import { frameTransform, sideGeometry, type SideGeometry } from "./side-geometry";
import { BOARD, CREASE_LINE, CURRENT_SIDE, CUT_LINE } from "./theme";

/** Konva name of the invisible shape over each printable panel that switches to its side. */
export const NET_SIDE_TARGET_NAME = "net-side";

export interface NetViewProps {
  net: Net;
  document: DesignDocument;
  current: SideId;
  images: ImageCache;
  fonts: FontLoader;
  imageUrl: (fileId: string) => string;
  onSideClick: (side: SideId) => void;
  /** The sides the shopper designs (an inside side only where the print mode prints inside); the outside ones when not given. */
  sides?: readonly SideId[];
}

function strokeSegments(segments: readonly Segment[]) {
  return (context: Context, shape: Konva.Shape) => {
    context.beginPath();
    for (const { a, b } of segments) {
      context.moveTo(a.x, a.y);
      context.lineTo(b.x, b.y);
    }
    context.strokeShape(shape);
  };
}

/**
 * The whole flat net: every panel where the die puts it, each printable side's
 * artwork laid over its panel through the side's frame (so turned panels show
 * their artwork turned), cut lines solid and creases dashed. Pressing a
 * printable panel switches the editor to that side. Given the inside sheet
 * (lib/dielines insideSheet), it shows the back of the board, mirrored as it is.
 */
export function NetView({ net, document, current, images, fonts, imageUrl, onSideClick, sides: designed }: NetViewProps) {
  const sides = useMemo(() => {
    const seen = new Set<SideId>();
    const shown = designed ?? printableSides(net);
    return net.panels.flatMap((panel) => {
      if (!panel.side || seen.has(panel.side) || !shown.includes(panel.side)) return [];
      seen.add(panel.side);
      const geometry = sideGeometry(net, panel.side);
      return geometry ? [geometry] : [];
    });
  }, [net, designed]);
  const cuts = useMemo(() => strokeSegments(net.cuts), [net]);
  const creases = useMemo(() => strokeSegments(net.creases), [net]);
  const perforations = useMemo(() => strokeSegments(net.perforations ?? []), [net]);

  return (
    <>
      <Layer listening={false}>
        {net.panels.map((panel) => (
          <Line key={panel.id} points={flatPoints(panel.polygon)} closed fill={BOARD} perfectDrawEnabled={false} />
        ))}
        {sides.map((geometry) => (
          <SideArtwork key={geometry.side} geometry={geometry} document={document} images={images} fonts={fonts} imageUrl={imageUrl} />
        ))}
        <Shape name="crease-lines" sceneFunc={creases} stroke={CREASE_LINE} strokeWidth={1} dash={[6, 4]} strokeScaleEnabled={false} />
        <Shape name="perforation-lines" sceneFunc={perforations} stroke={CUT_LINE} strokeWidth={1} dash={[2, 3]} strokeScaleEnabled={false} />
        <Shape name="cut-lines" sceneFunc={cuts} stroke={CUT_LINE} strokeWidth={1} strokeScaleEnabled={false} />
        {sides
          .filter((geometry) => geometry.side === current)
          .map((geometry) => (
            <Line key="current" points={flatPoints(geometry.panel.polygon)} closed stroke={CURRENT_SIDE} strokeWidth={3} strokeScaleEnabled={false} />
          ))}
      </Layer>
      <Layer>
        {sides.map((geometry) => (
          <Line
            key={geometry.side}
            id={`net-side-${geometry.side}`}
            name={NET_SIDE_TARGET_NAME}
            points={flatPoints(geometry.panel.polygon)}
            closed
            fill="rgba(0,0,0,0)"
            onClick={() => onSideClick(geometry.side)}
            onTap={() => onSideClick(geometry.side)}
            onMouseEnter={(event) => {
              const container = event.target.getStage()?.container();
              if (container) container.style.cursor = "pointer";
            }}
            onMouseLeave={(event) => {
              const container = event.target.getStage()?.container();
              if (container) container.style.cursor = "";
            }}
          />
        ))}
      </Layer>
    </>
  );
}

function SideArtwork({
  geometry,
  document,
  images,
  fonts,
  imageUrl,
}: {
  geometry: SideGeometry;
  document: DesignDocument;
  images: ImageCache;
  fonts: FontLoader;
  imageUrl: (fileId: string) => string;
}) {
  const content = document.sides[geometry.side];
  // On the net, artwork stops at the panel's edge: the bleed would spill over the neighbours.
  const clipFunc = useMemo(() => (context: Context) => tracePolygon(context, geometry.outline), [geometry]);
  const outline = useMemo(() => flatPoints(geometry.outline), [geometry]);
  if (!content) return null;
  return (
    <Group {...frameTransform(geometry.frame)} clipFunc={clipFunc}>
      {content.background && <Line points={outline} closed fill={content.background} perfectDrawEnabled={false} />}
      <ElementNodes elements={content.elements} imageUrl={imageUrl} images={images} fonts={fonts} handlers={null} draggable={false} />
    </Group>
  );
}
