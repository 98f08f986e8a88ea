"use client";

import { useEffect, useMemo } from "react";
import { BackSide, CircleGeometry, CylinderGeometry, DoubleSide, FrontSide, MeshLambertMaterial } from "three";
import type { Net } from "@/lib/dielines";
import type { SideTextures } from "./artwork-texture";
import { useArtworkTexture } from "./repeated-texture";
import { SceneStage } from "./SceneStage";

const SEGMENTS = 96;
/** The lid stands a little proud of the tube. */
const LID_OVERHANG_MM = 0.8;

export interface CanSceneProps {
  net: Net;
  sideTextures: SideTextures;
  boardColour: string;
  texturesVersion: number;
  onFrame: (canvas: HTMLCanvasElement, frames: number) => void;
}

/** How tall the lid's rim is for a can of this height. */
export function lidHeight(canHeight: number): number {
  return Math.min(25, Math.max(8, canHeight * 0.15));
}

/**
 * The paper can: a tube standing on y = 0 with the wrap (side "front") round it,
 * its seam at the back and the artwork's middle facing the camera, and a lid on
 * top whose top (side "top") carries its artwork, up towards the back.
 */
export function CanScene({ net, sideTextures, boardColour, texturesVersion, onFrame }: CanSceneProps) {
  const { diameter, height } = net.cylinder!;
  const radius = diameter / 2;
  const lid = lidHeight(height);

  // thetaStart pi: u = 0 at the back (-z), the middle of the wrap at the front (+z).
  const tube = useMemo(() => new CylinderGeometry(radius, radius, height, SEGMENTS, 1, true, Math.PI, 2 * Math.PI), [radius, height]);
  const rim = useMemo(() => new CylinderGeometry(radius + LID_OVERHANG_MM, radius + LID_OVERHANG_MM, lid, SEGMENTS, 1, true), [radius, lid]);
  // A circle in the x-y plane turned to face up: its v axis runs to -z, the artwork's up towards the back.
  const disc = useMemo(() => new CircleGeometry(radius + LID_OVERHANG_MM, SEGMENTS).rotateX(-Math.PI / 2), [radius]);
  useEffect(() => () => tube.dispose(), [tube]);
  useEffect(() => () => rim.dispose(), [rim]);
  useEffect(() => () => disc.dispose(), [disc]);

  const wrapTexture = useArtworkTexture(sideTextures.front, boardColour, texturesVersion, false);
  const topTexture = useArtworkTexture(sideTextures.top, boardColour, texturesVersion, false);
  const wrap = useMemo(
    () => new MeshLambertMaterial({ color: wrapTexture ? "#ffffff" : boardColour, map: wrapTexture, side: FrontSide }),
    [wrapTexture, boardColour],
  );
  const top = useMemo(() => new MeshLambertMaterial({ color: topTexture ? "#ffffff" : boardColour, map: topTexture }), [topTexture, boardColour]);
  const bare = useMemo(() => new MeshLambertMaterial({ color: boardColour, side: DoubleSide }), [boardColour]);
  const inside = useMemo(() => new MeshLambertMaterial({ color: boardColour, side: BackSide }), [boardColour]);
  useEffect(() => () => wrap.dispose(), [wrap]);
  useEffect(() => () => top.dispose(), [top]);
  useEffect(() => () => bare.dispose(), [bare]);
  useEffect(() => () => inside.dispose(), [inside]);

  const total = height + lid;
  return (
    <SceneStage centre={[0, total / 2, 0]} radius={Math.hypot(radius + LID_OVERHANG_MM, total / 2)} onFrame={onFrame}>
      <mesh geometry={tube} material={wrap} position={[0, height / 2, 0]} />
      <mesh geometry={tube} material={inside} position={[0, height / 2, 0]} />
      <mesh geometry={rim} material={bare} position={[0, height + lid / 2, 0]} />
      <mesh geometry={disc} material={top} position={[0, total, 0]} />
    </SceneStage>
  );
}
