"use client";

import { useEffect, useMemo } from "react";
import { BackSide, CylinderGeometry, DoubleSide, FrontSide, MeshLambertMaterial, RingGeometry } from "three";
import type { Net } from "@/lib/dielines";
import type { SideTextures } from "./artwork-texture";
import { useArtworkTexture } from "./repeated-texture";
import { SceneStage } from "./SceneStage";
import { stripGeometry } from "./strip-geometry";
import { patternLayout, patternPoints, TAPE_CORE_RADIUS_MM, TAPE_LAYER_MM, TAPE_ROLL_RADIUS_MM } from "./view-points";

export interface PatternSceneProps {
  net: Net;
  sideTextures: SideTextures;
  boardColour: string;
  texturesVersion: number;
  onFrame: (canvas: HTMLCanvasElement, frames: number) => void;
}

/**
 * A repeating pattern in 3D (tissue and packing paper, printed tape): the tile's
 * artwork as one texture, repeated by the strip's texture coordinates (which count
 * tiles), on a roll of tape with a length pulled off, or on a sheet partly curled.
 */
export function PatternScene({ net, sideTextures, boardColour, texturesVersion, onFrame }: PatternSceneProps) {
  const repeat = net.repeat!;
  const layout = useMemo(() => patternLayout(repeat), [repeat]);
  const points = useMemo(() => patternPoints(repeat, layout), [repeat, layout]);
  const strip = useMemo(() => stripGeometry(layout.path, layout.width, repeat.tile), [layout, repeat.tile]);
  useEffect(() => () => strip.dispose(), [strip]);

  const texture = useArtworkTexture(sideTextures.front, boardColour, texturesVersion, true);
  const bare = useMemo(() => new MeshLambertMaterial({ color: boardColour, side: BackSide }), [boardColour]);
  const printed = useMemo(() => new MeshLambertMaterial({ color: texture ? "#ffffff" : boardColour, map: texture, side: FrontSide }), [texture, boardColour]);
  useEffect(() => () => bare.dispose(), [bare]);
  useEffect(() => () => printed.dispose(), [printed]);

  return (
    <SceneStage points={points} onFrame={onFrame}>
      <mesh geometry={strip} material={printed} />
      <mesh geometry={strip} material={bare} />
      {repeat.kind === "roll" ? <RollBody width={layout.width} colour={boardColour} /> : null}
    </SceneStage>
  );
}

/** The roll's wound sides and its cardboard core. */
function RollBody({ width, colour }: { width: number; colour: string }) {
  const ring = useMemo(() => new RingGeometry(TAPE_CORE_RADIUS_MM, TAPE_ROLL_RADIUS_MM - TAPE_LAYER_MM, 96), []);
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
