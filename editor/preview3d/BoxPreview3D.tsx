"use client";

import { Canvas, type RootState } from "@react-three/fiber";
import { type ReactNode, type Ref, useCallback, useImperativeHandle, useLayoutEffect, useRef, useState } from "react";
import { Color, MathUtils, type PerspectiveCamera, Spherical, Vector3 } from "three";
import type { Net } from "@/lib/dielines";
import type { SideTextures } from "./artwork-texture";
import { KRAFT_BOARD } from "./board-colours";
import { BoxScene } from "./BoxScene";
import { CanScene } from "./CanScene";
import { PatternScene } from "./PatternScene";
import { sceneKind } from "./scene-kind";
import { EXPORT_BACKGROUND_ALPHA, FIELD_OF_VIEW, PREVIEW_TEST_ID } from "./constants";
import { PreviewErrorBoundary } from "./PreviewErrorBoundary";
import { hasWebGL } from "./webgl";

export interface BoxPreview3DHandle {
  /** The current view as a PNG data URL, on the export background at alpha 0.9. */
  exportPng(): Promise<string>;
}

/** The preview's handle with the view's turn too (the product page's viewer). */
export interface BoxViewerHandle extends BoxPreview3DHandle {
  /**
   * Turns the view about the model, as a drag would: `azimuth` radians round it (positive to the
   * right), `polar` radians over it (positive from above). For keyboard users; nothing before the first frame.
   */
  turn(azimuth: number, polar: number): void;
}

export interface BoxPreview3DProps {
  /** The box's dieline, from lib/dielines' buildNet. */
  net: Net;
  /** Each printed side's artwork, drawn flat and upright in its side frame. */
  sideTextures: SideTextures;
  /** Closed box (true) or flat net (false); a change animates the fold. */
  folded: boolean;
  /** Shows the box with its lid open (the inside print); shut when not given. */
  open?: boolean;
  /** The lid swings open and shut at the fold's pace instead of at once (the product page's viewer). */
  animateLid?: boolean;
  /** The outside of unprinted panels and the board's cut edges. */
  boardColour?: string;
  /** The inside of the box; the board colour unless given. */
  insideColour?: string;
  /** Background of exported renders (drawn at EXPORT_BACKGROUND_ALPHA). */
  exportBackground?: string;
  /** Bump when the same artwork canvases were drawn again, to upload them afresh. */
  texturesVersion?: number;
  /** Accessible name of the 3D view. */
  label: string;
  /** Shown instead of the 3D view when the browser cannot draw it. */
  webglUnavailable: ReactNode;
  /** Called once, after the first frame is drawn, with the milliseconds since the preview mounted. */
  onFirstFrame?: (ms: number) => void;
  className?: string;
  ref?: Ref<BoxPreview3DHandle> | Ref<BoxViewerHandle>;
}

// One object for the life of the module: a new camera object on each render would
// make the canvas configure its camera again and lose the shopper's view.
const CAMERA = { fov: FIELD_OF_VIEW } as const;

/** Keeps a turned view off the poles, where "over the top" would flip the model. */
const POLAR_MARGIN = 0.05;

function turnView(state: RootState, azimuth: number, polar: number): void {
  const camera = state.camera as PerspectiveCamera;
  // The orbit controls (drei's makeDefault) turn about their target; a scene without them about the origin.
  const target = (state.controls as { target?: Vector3 } | null)?.target ?? new Vector3();
  const offset = camera.position.clone().sub(target);
  const spherical = new Spherical().setFromVector3(offset);
  spherical.theta -= azimuth;
  spherical.phi = MathUtils.clamp(spherical.phi - polar, POLAR_MARGIN, Math.PI - POLAR_MARGIN);
  camera.position.copy(target).add(offset.setFromSpherical(spherical));
  camera.lookAt(target);
  (state.controls as { update?: () => void } | null)?.update?.();
  state.invalidate();
}

function exportRender(state: RootState, background: string): string {
  const { gl, scene, camera } = state;
  const clearColour = gl.getClearColor(new Color());
  const clearAlpha = gl.getClearAlpha();
  try {
    gl.setClearColor(background, EXPORT_BACKGROUND_ALPHA);
    // Read in the same task as the draw: the drawing buffer is not kept between frames.
    gl.render(scene, camera);
    return gl.domElement.toDataURL("image/png");
  } finally {
    gl.setClearColor(clearColour, clearAlpha);
    state.invalidate();
  }
}

/**
 * The box folded in 3D with the shopper's artwork on it (or, for a pattern, the
 * tile repeated on its roll or sheet; for a paper can, the wrap round the can). Client only, and heavy (three.js):
 * load it with next/dynamic or React.lazy when the shopper opens the 3D view. It draws on
 * demand only: when the artwork changes, while the fold animates and while the shopper turns it.
 */
export function BoxPreview3D({
  net,
  sideTextures,
  folded,
  open = false,
  animateLid = false,
  boardColour = KRAFT_BOARD,
  insideColour,
  exportBackground = "#ffffff",
  texturesVersion = 0,
  label,
  webglUnavailable,
  onFirstFrame,
  className,
  ref,
}: BoxPreview3DProps) {
  const [webgl] = useState(() => hasWebGL());
  const root = useRef<RootState | null>(null);
  const mountedAt = useRef(0);
  const firstFrame = useRef(onFirstFrame);

  useLayoutEffect(() => {
    mountedAt.current = performance.now();
  }, []);
  useLayoutEffect(() => {
    firstFrame.current = onFirstFrame;
  }, [onFirstFrame]);

  useImperativeHandle(
    ref as Ref<BoxViewerHandle> | undefined,
    () => ({
      exportPng: async () => {
        if (!root.current) throw new Error("The 3D preview has not started drawing");
        return exportRender(root.current, exportBackground);
      },
      turn: (azimuth, polar) => {
        if (root.current) turnView(root.current, azimuth, polar);
      },
    }),
    [exportBackground],
  );

  const onCreated = useCallback((state: RootState) => {
    root.current = state;
    state.gl.domElement.setAttribute("data-testid", PREVIEW_TEST_ID);
    state.gl.domElement.setAttribute("data-frames", "0");
  }, []);

  const onFrame = useCallback((canvas: HTMLCanvasElement, frames: number) => {
    canvas.setAttribute("data-frames", String(frames));
    if (frames === 1) firstFrame.current?.(performance.now() - mountedAt.current);
  }, []);

  const fallback = (
    <div className={className} role="status">
      {webglUnavailable}
    </div>
  );
  if (!webgl) return fallback;
  // The model picks its scene: a box folds, a pattern lies on its sheet or roll, a can stands.
  const kind = sceneKind(net);

  return (
    <PreviewErrorBoundary fallback={fallback}>
      {/* The class sizes this box and the canvas fills it: on the Canvas itself, its inline 100% x 100% would win over the class. */}
      <div className={className}>
        <Canvas frameloop="demand" flat camera={CAMERA} onCreated={onCreated} role="img" aria-label={label}>
          {kind === "pattern" ? (
            <PatternScene net={net} sideTextures={sideTextures} boardColour={boardColour} texturesVersion={texturesVersion} onFrame={onFrame} />
          ) : kind === "can" ? (
            <CanScene net={net} sideTextures={sideTextures} boardColour={boardColour} texturesVersion={texturesVersion} onFrame={onFrame} />
          ) : (
            <BoxScene
              net={net}
              sideTextures={sideTextures}
              folded={folded}
              open={open}
              animateLid={animateLid}
              boardColour={boardColour}
              insideColour={insideColour ?? boardColour}
              texturesVersion={texturesVersion}
              onFrame={onFrame}
            />
          )}
        </Canvas>
      </div>
    </PreviewErrorBoundary>
  );
}
