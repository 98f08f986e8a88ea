"use client";

import { useEffect, useMemo } from "react";
import { BackSide, CylinderGeometry, DoubleSide, FrontSide, MeshLambertMaterial, RingGeometry } from "three";
import type { Net, PatternRepeat } from "@/lib/dielines";
import type { SideTextures } from "./artwork-texture";
import { useArtworkTexture } from "./repeated-texture";
import { SceneStage } from "./SceneStage";
import { sheetPath, stripGeometry, tapePath, type PathPoint } from "./strip-geometry";

/** A roll of tape about 110 mm across on a 76 mm core, as the shop's rolls are. */
export const TAPE_ROLL_RADIUS_MM = 55;
export const TAPE_CORE_RADIUS_MM = 38;
/** How far the wound tape's turns sit apart in the drawing (thicker than tape, so they do not flicker). */
const LAYER_MM = 0.5;

export interface PatternSceneProps {
  net: Net;
  sideTextures: SideTextures;
  boardColour: string;
  texturesVersion: number;
  onFrame: (canvas: HTMLCanvasElement, frames: number) => void;
}

interface Layout {
  path: PathPoint[];
  /** Across the strip (z). */
  width: number;
  centre: [number, number, number];
  radius: number;
}

/** The tape: the roll, one turn of it printed side out, and a length and a quarter of a repeat unrolled on the ground. */
function tapeLayout(repeat: PatternRepeat): Layout {
  const width = repeat.area.height;
  const tail = repeat.tile.width * 1.25;
  const path = tapePath({ radius: TAPE_ROLL_RADIUS_MM, tail, layer: LAYER_MM });
  return bounded(path, width);
}

/** The sheet: laid flat, its far end curled up, the pattern across its whole size. */
function sheetLayout(repeat: PatternRepeat): Layout {
  const curlRadius = Math.min(40, Math.max(15, repeat.area.width * 0.05));
  return bounded(sheetPath({ length: repeat.area.width, curlRadius }), repeat.area.height);
}

function bounded(path: PathPoint[], width: number): Layout {
  const xs = path.map(([x]) => x);
  const ys = path.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return {
    path,
    width,
    centre: [(minX + maxX) / 2, (minY + maxY) / 2, 0],
    radius: Math.hypot(maxX - minX, maxY - minY, width) / 2,
  };
}

/**
 * A repeating pattern in 3D (tissue and packing paper, printed tape): the tile's
 * artwork as one texture, repeated by the strip's texture coordinates (which count
 * tiles), on a roll of tape with a length pulled off, or on a sheet partly curled.
 */
export function PatternScene({ net, sideTextures, boardColour, texturesVersion, onFrame }: PatternSceneProps) {
  const repeat = net.repeat!;
  const layout = useMemo(() => (repeat.kind === "roll" ? tapeLayout(repeat) : sheetLayout(repeat)), [repeat]);
  const strip = useMemo(() => stripGeometry(layout.path, layout.width, repeat.tile), [layout, repeat.tile]);
  useEffect(() => () => strip.dispose(), [strip]);

  const texture = useArtworkTexture(sideTextures.front, boardColour, texturesVersion, true);
  const bare = useMemo(() => new MeshLambertMaterial({ color: boardColour, side: BackSide }), [boardColour]);
  const printed = useMemo(() => new MeshLambertMaterial({ color: texture ? "#ffffff" : boardColour, map: texture, side: FrontSide }), [texture, boardColour]);
  useEffect(() => () => bare.dispose(), [bare]);
  useEffect(() => () => printed.dispose(), [printed]);

  return (
    <SceneStage centre={layout.centre} radius={layout.radius} onFrame={onFrame}>
      <mesh geometry={strip} material={printed} />
      <mesh geometry={strip} material={bare} />
      {repeat.kind === "roll" ? <RollBody width={layout.width} colour={boardColour} /> : null}
    </SceneStage>
  );
}

/** The roll's wound sides and its cardboard core. */
function RollBody({ width, colour }: { width: number; colour: string }) {
  const ring = useMemo(() => new RingGeometry(TAPE_CORE_RADIUS_MM, TAPE_ROLL_RADIUS_MM - LAYER_MM, 96), []);
  const core = useMemo(() => new CylinderGeometry(TAPE_CORE_RADIUS_MM, TAPE_CORE_RADIUS_MM, width, 64, 1, true), [width]);
  const sides = useMemo(() => new MeshLambertMaterial({ color: colour, side: DoubleSide }), [colour]);
  const cardboard = useMemo(() => new MeshLambertMaterial({ color: "#b08d5f", side: DoubleSide }), []);
  useEffect(() => () => ring.dispose(), [ring]);
  useEffect(() => () => core.dispose(), [core]);
  useEffect(() => () => sides.dispose(), [sides]);
  useEffect(() => () => cardboard.dispose(), [cardboard]);
  return (
    <group position={[0, TAPE_ROLL_RADIUS_MM, 0]}>
      <mesh geometry={ring} material={sides} position={[0, 0, width / 2]} />
      <mesh geometry={ring} material={sides} position={[0, 0, -width / 2]} />
      {/* The cylinder stands along y; the roll's axis is z. */}
      <mesh geometry={core} material={cardboard} rotation={[Math.PI / 2, 0, 0]} />
    </group>
  );
}
