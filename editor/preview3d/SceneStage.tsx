"use client";

import { OrbitControls } from "@react-three/drei";
import { useFrame, useThree } from "@react-three/fiber";
import { type ComponentRef, type ReactNode, useLayoutEffect, useRef } from "react";
import { type PerspectiveCamera, Vector3 } from "three";
import { clipPlanes, fitDistance, startingViewDirection, ZOOM_LIMITS } from "./camera-fit";

type Controls = ComponentRef<typeof OrbitControls>;

export interface SceneStageProps {
  /** The bounding sphere of what is shown (mm, scene coordinates): the camera frames it. */
  centre: [number, number, number];
  radius: number;
  /** Called after every frame drawn, with the canvas and the number of frames drawn so far. */
  onFrame: (canvas: HTMLCanvasElement, frames: number) => void;
  children: ReactNode;
}

/**
 * Lights, orbit controls and the camera for a scene that does not fold (a roll,
 * a sheet, a can): framed once for its bounding sphere from the same starting
 * view as the box, drawn on demand, each drawn frame counted as BoxScene counts.
 */
export function SceneStage({ centre, radius, onFrame, children }: SceneStageProps) {
  const get = useThree((state) => state.get);
  const invalidate = useThree((state) => state.invalidate);
  const controls = useRef<Controls>(null);
  const frames = useRef(0);
  const [cx, cy, cz] = centre;

  useLayoutEffect(() => {
    const state = get();
    const camera = state.camera as PerspectiveCamera;
    const target = new Vector3(cx, cy, cz);
    const fit = fitDistance(radius, state.size.width > 0 && state.size.height > 0 ? state.size.width / state.size.height : 1);
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
  }, [cx, cy, cz, radius, get, invalidate]);

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
