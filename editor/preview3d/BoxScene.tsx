"use client";

import { OrbitControls } from "@react-three/drei";
import { type RootState, useFrame, useThree } from "@react-three/fiber";
import { type ComponentRef, useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { type BufferGeometry, DoubleSide, type Group, type Material, type Mesh, type PerspectiveCamera, Vector3 } from "three";
import { isInsideSide, type Net, panelHoles, type SideId } from "@/lib/dielines";
import { artworkTexture, type SideTextures } from "./artwork-texture";
import { clipPlanes, frameView, radiusAbout, startingViewDirection, ZOOM_LIMITS } from "./camera-fit";
import { type FoldAnimation, foldProgressAt, isFoldSettled, restingFold, retargetFold } from "./fold-animation";
import { type ModelOrientation, type ModelPlacement, modelOrientation, placeModel } from "./fold-placement";
import { handleGeometry } from "./handle-geometry";
import { insideUvOf, panelGeometry } from "./panel-geometry";
import { pillowGeometry } from "./pillow-geometry";
import { type SurfaceLook, surfaceLook, surfaceMaterial } from "./surface-material";

type Controls = ComponentRef<typeof OrbitControls>;
/** Each mesh by its own id, with the panel whose fold matrix places it. */
type Meshes = Map<string, { mesh: Mesh; panel: string }>;
const HANDLE_MESH = "handle:";

export interface BoxSceneProps {
  net: Net;
  sideTextures: SideTextures;
  boardColour: string;
  insideColour: string;
  folded: boolean;
  /** The lid kept open, so the inside print shows. */
  open: boolean;
  /** The lid swings open and shut at the fold's pace (the product page's viewer); at once when not given (the editor). */
  animateLid?: boolean;
  texturesVersion: number;
  /** Called after every frame drawn, with the canvas and the number of frames drawn so far. */
  onFrame: (canvas: HTMLCanvasElement, frames: number) => void;
}

function applyPlacement(model: Group | null, meshes: Meshes, placement: ModelPlacement): void {
  if (model) {
    model.matrix.copy(placement.model);
    model.matrixWorldNeedsUpdate = true;
  }
  for (const [id, { mesh, panel }] of meshes) {
    if (id.startsWith(HANDLE_MESH)) mesh.visible = placement.handlesShown;
    const matrix = placement.panels.get(panel);
    if (!matrix) continue;
    mesh.matrix.copy(matrix);
    mesh.matrixWorldNeedsUpdate = true;
  }
}

/**
 * Frames the model for its current shape (`frameView`: centred, filling the view
 * with a margin). `previousFit` keeps the shopper's view: the camera keeps its
 * direction and moves by the ratio the fitting distance changed (the model grows
 * as it unfolds), looking at the shape's middle as it is now; without it the
 * camera goes back to its starting place.
 */
function fitCamera(state: RootState, controls: Controls | null, placement: ModelPlacement, previousFit: number | null): number {
  const camera = state.camera as PerspectiveCamera;
  const framing = frameView(placement.points, state.size.width > 0 && state.size.height > 0 ? state.size.width / state.size.height : 1);
  const fit = framing.distance;
  const target = controls?.target ?? new Vector3();
  if (previousFit === null) {
    target.set(...framing.target);
    camera.position
      .set(...startingViewDirection())
      .multiplyScalar(fit)
      .add(target);
  } else {
    // The shopper's direction and zoom kept, about the middle of the shape as it is now.
    const offset = camera.position
      .clone()
      .sub(target)
      .multiplyScalar(fit / previousFit);
    target.set(...framing.target);
    camera.position.copy(target).add(offset);
  }
  camera.lookAt(target);
  const { near, far } = clipPlanes(fit, radiusAbout(placement.points, [target.x, target.y, target.z]));
  camera.near = near;
  camera.far = far;
  camera.updateProjectionMatrix();
  if (controls) {
    controls.minDistance = fit * ZOOM_LIMITS.min;
    controls.maxDistance = fit * ZOOM_LIMITS.max;
    if (previousFit === null) controls.update();
  }
  return fit;
}

/** The box: one mesh per panel, folded by its matrices (the lid held open to show the inside print), lit softly, turned by orbit controls. */
export function BoxScene({ net, sideTextures, boardColour, insideColour, folded, open, animateLid = false, texturesVersion, onFrame }: BoxSceneProps) {
  const get = useThree((state) => state.get);
  const invalidate = useThree((state) => state.invalidate);
  // The view's shape: a new one frames the model afresh (the canvas may first be measured after the first frame).
  const width = useThree((state) => state.size.width);
  const height = useThree((state) => state.size.height);
  const model = useRef<Group>(null);
  const controls = useRef<Controls>(null);
  const meshes = useRef<Meshes>(new Map());
  const animation = useRef<FoldAnimation>(restingFold(folded));
  // The lid's swing, timed as the fold is (only read when animateLid).
  const lidMotion = useRef<FoldAnimation>(restingFold(open));
  const shown = useRef<{ progress: number; open: number; placement: ModelPlacement } | null>(null);
  const fit = useRef<number | null>(null);
  const frames = useRef(0);

  const orientation = useMemo<ModelOrientation>(() => modelOrientation(net), [net]);
  // A hand-hold is a hole through the board, seen through in 3D as in the hand.
  // A filled film or paper mailer's front bulges (lib/dielines Surface.pillow); every other panel is a flat slab.
  const geometries = useMemo(() => {
    const pillow = net.surface?.pillow;
    return new Map(
      net.panels.map((panel) => [
        panel.id,
        pillow && pillow.panels.includes(panel.id) && panel.frame
          ? pillowGeometry(panel, net.board, pillow.depth, insideUvOf(net, panel))
          : panelGeometry(panel, net.board, panelHoles(net, panel), insideUvOf(net, panel)),
      ]),
    );
  }, [net]);
  useEffect(() => () => geometries.forEach((geometry) => geometry.dispose()), [geometries]);
  // A bag's handles, as its model made them (lib/dielines BagHandle), each folded with the wall it is fixed to.
  const handles = useMemo(() => (net.handles ?? []).map((handle) => ({ panel: handle.panel, geometry: handleGeometry(handle, net.board) })), [net]);
  useEffect(() => () => handles.forEach((handle) => handle.geometry.dispose()), [handles]);

  // Board and paper matte, a film glossy (surface-material.ts).
  const look = surfaceLook(net.surface);
  const bare = useMemo(() => surfaceMaterial(look, { color: boardColour }), [look, boardColour]);
  // Handles are the bag's own material, seen from both sides (a flat strap has no thickness here).
  const handleMaterial = useMemo(() => surfaceMaterial(look, { color: boardColour, side: DoubleSide }), [look, boardColour]);
  useEffect(() => () => handleMaterial.dispose(), [handleMaterial]);
  const inside = useMemo(() => surfaceMaterial(look, { color: insideColour }), [look, insideColour]);
  useEffect(() => () => bare.dispose(), [bare]);
  useEffect(() => () => inside.dispose(), [inside]);
  const printed = useSideMaterials(sideTextures, boardColour, insideColour, texturesVersion, look);
  // A lid set at once is part of what is framed afresh; a swinging lid moves frame by frame and keeps the shopper's view.
  const lidOpen = animateLid ? null : open ? 1 : 0;

  // A new net: place it where the animation is and frame it afresh.
  useLayoutEffect(() => {
    const now = performance.now();
    const progress = foldProgressAt(animation.current, now);
    const lid = lidOpen ?? foldProgressAt(lidMotion.current, now);
    const placement = placeModel(net, progress, orientation, lid);
    shown.current = { progress, open: lid, placement };
    applyPlacement(model.current, meshes.current, placement);
    fit.current = fitCamera(get(), controls.current, placement, null);
    invalidate();
  }, [net, orientation, lidOpen, width, height, get, invalidate]);

  useEffect(() => {
    animation.current = retargetFold(animation.current, folded, performance.now());
    invalidate();
  }, [folded, invalidate]);

  useEffect(() => {
    if (!animateLid) return;
    lidMotion.current = retargetFold(lidMotion.current, open, performance.now());
    invalidate();
  }, [animateLid, open, invalidate]);

  // Before drawing (after the orbit controls' update at -1): move the panels to where the fold is now.
  useFrame((state) => {
    const now = performance.now();
    const progress = foldProgressAt(animation.current, now);
    const lid = lidOpen ?? foldProgressAt(lidMotion.current, now);
    if (shown.current?.progress !== progress || shown.current.open !== lid) {
      const placement = placeModel(net, progress, orientation, lid);
      shown.current = { progress, open: lid, placement };
      applyPlacement(model.current, meshes.current, placement);
      fit.current = fitCamera(state, controls.current, placement, fit.current);
    }
    if (!isFoldSettled(animation.current, now) || (lidOpen === null && !isFoldSettled(lidMotion.current, now))) state.invalidate();
  });

  // Drawing is ours (priority 1) so each drawn frame is counted.
  useFrame(({ gl, scene, camera }) => {
    gl.render(scene, camera);
    frames.current += 1;
    // What was drawn, for browser tests: the lid held open for the inside print, or shut.
    gl.domElement.setAttribute("data-lid", shown.current?.open ? "open" : "shut");
    onFrame(gl.domElement, frames.current);
  }, 1);

  /** A mesh placed by a panel's fold matrix: the panel itself, or a handle on that panel. */
  const register =
    (id: string, panel: string = id) =>
    (mesh: Mesh | null) => {
      if (!mesh) {
        meshes.current.delete(id);
        return;
      }
      meshes.current.set(id, { mesh, panel });
      if (id.startsWith(HANDLE_MESH)) mesh.visible = shown.current?.placement.handlesShown ?? true;
      const matrix = shown.current?.placement.panels.get(panel);
      if (matrix) mesh.matrix.copy(matrix);
    };

  return (
    <>
      <hemisphereLight args={["#ffffff", "#bdb6aa", 1.9]} />
      <directionalLight position={[0.5, 0.8, 1]} intensity={1.4} />
      <directionalLight position={[-0.6, 0.3, -0.8]} intensity={0.5} />
      <group ref={model} matrixAutoUpdate={false}>
        {net.panels.map((panel) => {
          // The printed face carries its side's artwork; the back carries the inside side printed there, if any.
          const front = (panel.side && printed.get(panel.side)) || bare;
          const back = (panel.inside && printed.get(panel.inside.side)) || inside;
          return <PanelMesh key={panel.id} geometry={geometries.get(panel.id)} materials={[front, back, bare]} refCallback={register(panel.id)} />;
        })}
        {handles.map((handle, index) => (
          <mesh
            key={`handle-${index}`}
            ref={register(`${HANDLE_MESH}${index}`, handle.panel)}
            geometry={handle.geometry}
            material={handleMaterial}
            matrixAutoUpdate={false}
          />
        ))}
      </group>
      <OrbitControls ref={controls} makeDefault enablePan={false} enableDamping dampingFactor={0.12} />
    </>
  );
}

/**
 * One material per side with artwork, its texture painted over the board it is printed
 * on (an inside side over the inside colour); rebuilt when the artwork is drawn again.
 */
function useSideMaterials(
  sideTextures: SideTextures,
  boardColour: string,
  insideColour: string,
  texturesVersion: number,
  look: SurfaceLook,
): Map<SideId, Material> {
  const invalidate = useThree((state) => state.invalidate);
  const maxAnisotropy = useThree((state) => state.gl.capabilities.getMaxAnisotropy());
  const materials = useMemo(() => {
    const made = new Map<SideId, ReturnType<typeof surfaceMaterial>>();
    for (const [side, source] of Object.entries(sideTextures) as [SideId, SideTextures[SideId]][]) {
      if (!source) continue;
      const texture = artworkTexture(source, isInsideSide(side) ? insideColour : boardColour, () => invalidate());
      texture.anisotropy = Math.min(8, maxAnisotropy);
      // Bumped when the same canvas was drawn again.
      texture.userData.version = texturesVersion;
      made.set(side, surfaceMaterial(look, { map: texture }));
    }
    return made;
  }, [sideTextures, boardColour, insideColour, texturesVersion, maxAnisotropy, invalidate, look]);
  useEffect(
    () => () => {
      for (const material of materials.values()) {
        material.map?.dispose();
        material.dispose();
      }
    },
    [materials],
  );
  return materials;
}

function PanelMesh({
  geometry,
  materials,
  refCallback,
}: {
  geometry: BufferGeometry | undefined;
  materials: Material[];
  refCallback: (mesh: Mesh | null) => void;
}) {
  if (!geometry) return null;
  return <mesh ref={refCallback} geometry={geometry} material={materials} matrixAutoUpdate={false} />;
}
