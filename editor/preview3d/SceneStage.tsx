"use client";

import { OrbitControls } from "@react-three/drei";
import { useFrame, useThree } from "@react-three/fiber";
import { type ComponentRef, type ReactNode, useLayoutEffect, useRef } from "react";
import { type PerspectiveCamera, Vector3 } from "three";
import { clipPlanes, frameView, radiusAbout, startingViewDirection, type Vec3, ZOOM_LIMITS } from "./camera-fit";

type Controls = ComponentRef<typeof OrbitControls>;

export interface SceneStageProps {
  /** What is shown, as points in scene coordinates (mm, view-points.ts): the camera frames them. */
  points: readonly Vec3[];
  /** Called after every frame drawn, with the canvas and the number of frames drawn so far. */
  onFrame: (canvas: HTMLCanvasElement, frames: number) => void;
  children: ReactNode;
}

/**
 * Lights, orbit controls and the camera for a scene that does not fold (a roll,
 * a sheet, a can): framed once on what it shows (centred, filling the view) from the same starting
 * view as the box, drawn on demand, each drawn frame counted as BoxScene counts.
 */
export function SceneStage({ points, onFrame, children }: SceneStageProps) {
  const get = useThree((state) => state.get);
  const invalidate = useThree((state) => state.invalidate);
  const controls = useRef<Controls>(null);
  const frames = useRef(0);
  const width = useThree((state) => state.size.width);
  const height = useThree((state) => state.size.height);

  useLayoutEffect(() => {
    const state = get();
    const camera = state.camera as PerspectiveCamera;
    const framing = frameView(points, width > 0 && height > 0 ? width / height : 1);
    const target = new Vector3(...framing.target);
    const fit = framing.distance;
    const radius = radiusAbout(points, framing.target);
    camera.position
      .set(...startingViewDirection())
      .multiplyScalar(fit)
      .add(target);
    camera.lookAt(target);
    const { near, far } = clipPlanes(fit, radius);
    camera.near = near;
    camera.far = far;
    camera.updateProjectionMatrix();
    if (controls.current) {
      controls.current.target.copy(target);
      controls.current.minDistance = fit * ZOOM_LIMITS.min;
      controls.current.maxDistance = fit * ZOOM_LIMITS.max;
      controls.current.update();
    }
    invalidate();
  }, [points, width, height, get, invalidate]);

  // Drawing is ours (priority 1) so each drawn frame is counted.
  useFrame(({ gl, scene, camera }) => {
    gl.render(scene, camera);
    frames.current += 1;
    onFrame(gl.domElement, frames.current);
  }, 1);

  return (
    <>
      <hemisphereLight args={["#ffffff", "#bdb6aa", 1.9]} />
      <directionalLight position={[0.5, 0.8, 1]} intensity={1.4} />
      <directionalLight position={[-0.6, 0.3, -0.8]} intensity={0.5} />
      {children}
      <OrbitControls ref={controls} makeDefault enablePan={false} enableDamping dampingFactor={0.12} />
    </>
  );
}
