"use client";

import { OrbitControls } from "@react-three/drei";
import { type RootState, useFrame, useThree } from "@react-three/fiber";
import { type ComponentRef, useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { type BufferGeometry, type Group, type Material, type Mesh, MeshLambertMaterial, type PerspectiveCamera, Vector3 } from "three";
import { isInsideSide, type Net, panelHoles, type SideId } from "@/lib/dielines";
import { artworkTexture, type SideTextures } from "./artwork-texture";
import { clipPlanes, fitDistance, startingViewDirection, ZOOM_LIMITS } from "./camera-fit";
import { type FoldAnimation, foldProgressAt, isFoldSettled, restingFold, retargetFold } from "./fold-animation";
import { type ModelOrientation, type ModelPlacement, modelOrientation, placeModel } from "./fold-placement";
import { insideUvOf, panelGeometry } from "./panel-geometry";

type Controls = ComponentRef<typeof OrbitControls>;
type Meshes = Map<string, Mesh>;

export interface BoxSceneProps {
  net: Net;
  sideTextures: SideTextures;
  boardColour: string;
  insideColour: string;
  folded: boolean;
  /** The lid kept open, so the inside print shows. */
  open: boolean;
  texturesVersion: number;
  /** Called after every frame drawn, with the canvas and the number of frames drawn so far. */
  onFrame: (canvas: HTMLCanvasElement, frames: number) => void;
}

function applyPlacement(model: Group | null, meshes: Meshes, placement: ModelPlacement): void {
  if (model) {
    model.matrix.copy(placement.model);
    model.matrixWorldNeedsUpdate = true;
  }
  for (const [id, mesh] of meshes) {
    const matrix = placement.panels.get(id);
    if (!matrix) continue;
    mesh.matrix.copy(matrix);
    mesh.matrixWorldNeedsUpdate = true;
  }
}

/**
 * Frames the model for its current size. `previousFit` keeps the shopper's zoom: the
 * camera moves by the ratio the fitting distance changed (the model grows as it unfolds);
 * without it the camera goes back to its starting place.
 */
function fitCamera(state: RootState, controls: Controls | null, radius: number, previousFit: number | null): number {
  const camera = state.camera as PerspectiveCamera;
  const target = controls?.target ?? new Vector3();
  const fit = fitDistance(radius, state.size.width > 0 && state.size.height > 0 ? state.size.width / state.size.height : 1);
  if (previousFit === null)
    camera.position
      .set(...startingViewDirection())
      .multiplyScalar(fit)
      .add(target);
  else
    camera.position
      .sub(target)
      .multiplyScalar(fit / previousFit)
      .add(target);
  camera.lookAt(target);
  const { near, far } = clipPlanes(fit, radius);
  camera.near = near;
  camera.far = far;
  camera.updateProjectionMatrix();
  if (controls) {
    controls.minDistance = fit * ZOOM_LIMITS.min;
    controls.maxDistance = fit * ZOOM_LIMITS.max;
  }
  return fit;
}

/** The box: one mesh per panel, folded by its matrices (the lid held open to show the inside print), lit softly, turned by orbit controls. */
export function BoxScene({ net, sideTextures, boardColour, insideColour, folded, open, texturesVersion, onFrame }: BoxSceneProps) {
  const get = useThree((state) => state.get);
  const invalidate = useThree((state) => state.invalidate);
  const model = useRef<Group>(null);
  const controls = useRef<Controls>(null);
  const meshes = useRef<Meshes>(new Map());
  const animation = useRef<FoldAnimation>(restingFold(folded));
  const shown = useRef<{ progress: number; open: number; placement: ModelPlacement } | null>(null);
  const fit = useRef<number | null>(null);
  const frames = useRef(0);

  const orientation = useMemo<ModelOrientation>(() => modelOrientation(net), [net]);
  // A hand-hold is a hole through the board, seen through in 3D as in the hand.
  const geometries = useMemo(
    () => new Map(net.panels.map((panel) => [panel.id, panelGeometry(panel, net.board, panelHoles(net, panel), insideUvOf(net, panel))])),
    [net],
  );
  useEffect(() => () => geometries.forEach((geometry) => geometry.dispose()), [geometries]);

  const bare = useMemo(() => new MeshLambertMaterial({ color: boardColour }), [boardColour]);
  const inside = useMemo(() => new MeshLambertMaterial({ color: insideColour }), [insideColour]);
  useEffect(() => () => bare.dispose(), [bare]);
  useEffect(() => () => inside.dispose(), [inside]);
  const printed = useSideMaterials(sideTextures, boardColour, insideColour, texturesVersion);
  const lidOpen = open ? 1 : 0;

  // A new net: place it where the animation is and frame it afresh.
  useLayoutEffect(() => {
    const progress = foldProgressAt(animation.current, performance.now());
    const placement = placeModel(net, progress, orientation, lidOpen);
    shown.current = { progress, open: lidOpen, placement };
    applyPlacement(model.current, meshes.current, placement);
    fit.current = fitCamera(get(), controls.current, placement.radius, null);
    invalidate();
  }, [net, orientation, lidOpen, get, invalidate]);

  useEffect(() => {
    animation.current = retargetFold(animation.current, folded, performance.now());
    invalidate();
  }, [folded, invalidate]);

  // Before drawing (after the orbit controls' update at -1): move the panels to where the fold is now.
  useFrame((state) => {
    const now = performance.now();
    const progress = foldProgressAt(animation.current, now);
    if (shown.current?.progress !== progress || shown.current.open !== lidOpen) {
      const placement = placeModel(net, progress, orientation, lidOpen);
      shown.current = { progress, open: lidOpen, placement };
      applyPlacement(model.current, meshes.current, placement);
      fit.current = fitCamera(state, controls.current, placement.radius, fit.current);
    }
    if (!isFoldSettled(animation.current, now)) state.invalidate();
  });

  // Drawing is ours (priority 1) so each drawn frame is counted.
  useFrame(({ gl, scene, camera }) => {
    gl.render(scene, camera);
    frames.current += 1;
    // What was drawn, for browser tests: the lid held open for the inside print, or shut.
    gl.domElement.setAttribute("data-lid", shown.current?.open ? "open" : "shut");
    onFrame(gl.domElement, frames.current);
  }, 1);

  const register = (id: string) => (mesh: Mesh | null) => {
    if (!mesh) {
      meshes.current.delete(id);
      return;
    }
    meshes.current.set(id, mesh);
    const matrix = shown.current?.placement.panels.get(id);
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
      </group>
      <OrbitControls ref={controls} makeDefault enablePan={false} enableDamping dampingFactor={0.12} />
    </>
  );
}

/**
 * One material per side with artwork, its texture painted over the board it is printed
 * on (an inside side over the inside colour); rebuilt when the artwork is drawn again.
 */
function useSideMaterials(sideTextures: SideTextures, boardColour: string, insideColour: string, texturesVersion: number): Map<SideId, Material> {
  const invalidate = useThree((state) => state.invalidate);
  const maxAnisotropy = useThree((state) => state.gl.capabilities.getMaxAnisotropy());
  const materials = useMemo(() => {
    const made = new Map<SideId, MeshLambertMaterial>();
    for (const [side, source] of Object.entries(sideTextures) as [SideId, SideTextures[SideId]][]) {
      if (!source) continue;
      const texture = artworkTexture(source, isInsideSide(side) ? insideColour : boardColour, () => invalidate());
      texture.anisotropy = Math.min(8, maxAnisotropy);
      // Bumped when the same canvas was drawn again.
      texture.userData.version = texturesVersion;
      made.set(side, new MeshLambertMaterial({ map: texture }));
    }
    return made;
  }, [sideTextures, boardColour, insideColour, texturesVersion, maxAnisotropy, invalidate]);
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
