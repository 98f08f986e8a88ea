"use client";

import { useEffect, useMemo } from "react";
import { BackSide, DoubleSide, FrontSide, MeshLambertMaterial } from "three";
import type { Net } from "@/lib/dielines";
import type { SideTextures } from "./artwork-texture";
import { CAN_FACING_RADIANS, canGeometries } from "./can-geometry";
import { useArtworkTexture } from "./repeated-texture";
import { SceneStage } from "./SceneStage";
import { canPoints } from "./view-points";

export interface CanSceneProps {
  net: Net;
  sideTextures: SideTextures;
  boardColour: string;
  texturesVersion: number;
  onFrame: (canvas: HTMLCanvasElement, frames: number) => void;
}

/**
 * The paper can: a tube standing on y = 0 with the wrap (side "front") round it,
 * its seam at the back and the artwork's middle turned to face the camera's first
 * view, and a lid on
 * top whose top (side "top") carries its artwork, up towards the back.
 */
export function CanScene({ net, sideTextures, boardColour, texturesVersion, onFrame }: CanSceneProps) {
  const cylinder = net.cylinder!;
  const { height } = cylinder;
  const { lid, tube, rim, disc } = useMemo(() => canGeometries(cylinder), [cylinder]);
  useEffect(
    () => () => {
      tube.dispose();
      rim.dispose();
      disc.dispose();
    },
    [tube, rim, disc],
  );

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
  const points = useMemo(() => canPoints(cylinder), [cylinder]);
  return (
    <SceneStage points={points} onFrame={onFrame}>
      <group rotation={[0, CAN_FACING_RADIANS, 0]}>
        <mesh geometry={tube} material={wrap} position={[0, height / 2, 0]} />
        <mesh geometry={tube} material={inside} position={[0, height / 2, 0]} />
        <mesh geometry={rim} material={bare} position={[0, height + lid / 2, 0]} />
        <mesh geometry={disc} material={top} position={[0, total, 0]} />
      </group>
    </SceneStage>
  );
}
