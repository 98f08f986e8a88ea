/**
 * The photo studio, run in headless Chromium: a product's net (lib/dielines, the fold tree
 * the editor and the print file use) folded with the 3D preview's own placement and panel
 * geometry (editor/preview3d), dressed in a board of its material, on a light floor under
 * studio lights. The generator (generate.ts) calls `window.studio.render(job)` and gets PNG
 * pixels back. Everything random is seeded, so the same job draws the same picture.
 */
import {
  ACESFilmicToneMapping,
  BoxGeometry,
  BufferAttribute,
  type BufferGeometry,
  CanvasTexture,
  Color,
  CylinderGeometry,
  DirectionalLight,
  DoubleSide,
  FrontSide,
  BackSide,
  Group,
  HemisphereLight,
  type Material,
  Matrix4,
  Mesh,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  type Object3D,
  PCFSoftShadowMap,
  PerspectiveCamera,
  PlaneGeometry,
  PMREMGenerator,
  RectAreaLight,
  RepeatWrapping,
  RingGeometry,
  Scene,
  ShadowMaterial,
  SRGBColorSpace,
  Vector3,
  WebGLRenderer,
} from "three";
import { RoomEnvironment } from "three/examples/jsm/environments/RoomEnvironment.js";
import { RectAreaLightUniformsLib } from "three/examples/jsm/lights/RectAreaLightUniformsLib.js";
import { buildNet, panelHoles, type BoxModel, type Net } from "@/lib/dielines";
import { frameView, type Vec3 } from "@/editor/preview3d/camera-fit";
import { CAN_FACING_RADIANS, canGeometries } from "@/editor/preview3d/can-geometry";
import { modelOrientation, placeModel } from "@/editor/preview3d/fold-placement";
import { handleGeometry } from "@/editor/preview3d/handle-geometry";
import { panelGeometry } from "@/editor/preview3d/panel-geometry";
import { pillowGeometry } from "@/editor/preview3d/pillow-geometry";
import { stripGeometry } from "@/editor/preview3d/strip-geometry";
import { canPoints, patternLayout, patternPoints, TAPE_CORE_RADIUS_MM, TAPE_LAYER_MM, TAPE_ROLL_RADIUS_MM } from "@/editor/preview3d/view-points";
import type { Ink, Look, SurfaceSpec } from "./looks";

/** A product as it is posed: folded from its net, in its board, standing or lying on its back. */
export interface ProductPose {
  model: BoxModel;
  size: { length: number; width: number; height: number };
  look: Look;
  ink: Ink | null;
  /** A flat product (a card, an envelope, a film mailer) lies on the floor face up, as it would on a table. */
  lying: boolean;
  seed: number;
}

/** A second product beside the first: where its middle stands from the first one's front-left corner (mm), turned by degrees. */
export interface Companion extends ProductPose {
  at: { x: number; z: number };
  turn: number;
}

export interface RenderJob extends ProductPose {
  /** What lies beside the product in the picture (the printed samples of a sample pack). */
  companions: Companion[];
  /** The lid held open (products that open), else closed as it arrives. */
  open: boolean;
  /** Degrees round from the front (the 3/4 view: 35), and up from the floor. */
  azimuth: number;
  elevation: number;
  width: number;
  height: number;
}

export interface SwatchJob {
  look: Look;
  size: number;
  seed: number;
}

// ---------------------------------------------------------------------------
// Seeded textures
// ---------------------------------------------------------------------------

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Board pixels per millimetre in the textures: fine enough for 800 px pictures. */
const PX_PER_MM = 4;
/** One board texture covers this many millimetres before it repeats. */
const TILE_MM = 128;

function shade(hex: string, amount: number): string {
  const colour = new Color(hex);
  const hsl = { h: 0, s: 0, l: 0 };
  colour.getHSL(hsl);
  colour.setHSL(hsl.h, hsl.s, Math.min(1, Math.max(0, hsl.l + amount)));
  return `#${colour.getHexString()}`;
}

/** Paints a board's face: its colour, a mottle, and fibres along the grain (kraft shows them, coated board hardly). */
function paintBoard(context: CanvasRenderingContext2D, width: number, height: number, surface: SurfaceSpec, seed: number): void {
  const next = random(seed);
  context.fillStyle = surface.colour;
  context.fillRect(0, 0, width, height);
  if (surface.mottle) {
    // The core under a thin liner: wide, faint clouds of its colour.
    for (let i = 0; i < (width * height) / 2200; i++) {
      const r = 10 + next() * 40;
      context.globalAlpha = 0.05 + next() * 0.05;
      context.fillStyle = surface.mottle;
      context.beginPath();
      context.ellipse(next() * width, next() * height, r * 1.6, r, 0, 0, Math.PI * 2);
      context.fill();
    }
    context.globalAlpha = 1;
  }
  if (surface.fibre <= 0) return;
  // Cloudy mottle: large soft blobs a little lighter or darker.
  for (let i = 0; i < (width * height) / 900; i++) {
    const x = next() * width;
    const y = next() * height;
    const r = 6 + next() * 30;
    context.globalAlpha = 0.035 * surface.fibre;
    context.fillStyle = shade(surface.colour, next() < 0.5 ? -0.08 : 0.06);
    context.beginPath();
    context.ellipse(x, y, r * 1.8, r, 0, 0, Math.PI * 2);
    context.fill();
  }
  // Fibres: short strokes mostly along the grain (x), lighter and darker than the board.
  const fibres = Math.round(((width * height) / 40) * surface.fibre);
  context.lineCap = "round";
  for (let i = 0; i < fibres; i++) {
    const x = next() * width;
    const y = next() * height;
    const length = 2 + next() * 14;
    const angle = (next() - 0.5) * 0.7;
    context.globalAlpha = (0.12 + next() * 0.3) * surface.fibre;
    // A bleached board's fibres catch the light (bright, with a few grey ones); a brown or lined one's shade it.
    context.strokeStyle = surface.brightFibre ? (next() < 0.45 ? "#ffffff" : shade(surface.colour, -0.26)) : shade(surface.colour, (next() - 0.55) * 0.22);
    context.lineWidth = 0.5 + next() * 0.9;
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + Math.cos(angle) * length, y + Math.sin(angle) * length);
    context.stroke();
  }
  // Specks: the odd dark fleck of recycled fibre.
  for (let i = 0; i < (width * height * surface.fibre) / 2500; i++) {
    context.globalAlpha = 0.25 + next() * 0.3;
    context.fillStyle = shade(surface.colour, -0.25);
    context.fillRect(next() * width, next() * height, 0.8 + next(), 0.8 + next());
  }
  context.globalAlpha = 1;
}

function canvasOf(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(2, Math.round(width));
  canvas.height = Math.max(2, Math.round(height));
  return [canvas, canvas.getContext("2d")!];
}

function texture(canvas: HTMLCanvasElement, repeat: boolean): CanvasTexture {
  const made = new CanvasTexture(canvas);
  made.colorSpace = SRGBColorSpace;
  made.anisotropy = 8;
  if (repeat) made.wrapS = made.wrapT = RepeatWrapping;
  return made;
}

/** A repeating tile of bare board, TILE_MM square. */
function boardTile(surface: SurfaceSpec, seed: number): CanvasTexture {
  const size = TILE_MM * PX_PER_MM;
  const [canvas, context] = canvasOf(size, size);
  paintBoard(context, size, size, surface, seed);
  return texture(canvas, true);
}

/**
 * The shop's sample brand mark, so a printed product reads as printed: a ring with a
 * leaf-like sweep, and two rounded bars where a name would go. No words, no real brand.
 */
function paintMark(context: CanvasRenderingContext2D, cx: number, cy: number, size: number, ink: Ink, withBars: boolean): void {
  const r = size / 2;
  context.save();
  context.globalAlpha = 0.92;
  context.strokeStyle = ink.primary;
  context.fillStyle = ink.primary;
  context.lineWidth = Math.max(1, size * 0.07);
  const ringY = withBars ? cy - r * 0.35 : cy;
  context.beginPath();
  context.arc(cx, ringY, r * 0.62, 0, Math.PI * 2);
  context.stroke();
  context.fillStyle = ink.accent;
  context.beginPath();
  context.moveTo(cx - r * 0.32, ringY + r * 0.22);
  context.quadraticCurveTo(cx - r * 0.3, ringY - r * 0.4, cx + r * 0.34, ringY - r * 0.3);
  context.quadraticCurveTo(cx + r * 0.26, ringY + r * 0.3, cx - r * 0.32, ringY + r * 0.22);
  context.fill();
  if (withBars) {
    context.fillStyle = ink.primary;
    const bar = (y: number, w: number, h: number) => {
      context.beginPath();
      context.roundRect(cx - w / 2, y, w, h, h / 2);
      context.fill();
    };
    bar(cy + r * 0.45, size * 1.3, size * 0.13);
    bar(cy + r * 0.8, size * 0.8, size * 0.08);
  }
  context.restore();
}

/** A printed side: its board with the mark in the middle, sized to the side. */
function printedSide(widthMm: number, heightMm: number, surface: SurfaceSpec, ink: Ink, seed: number, share: number): CanvasTexture {
  const scale = Math.min(PX_PER_MM, 1400 / Math.max(widthMm, heightMm));
  const [canvas, context] = canvasOf(widthMm * scale, heightMm * scale);
  paintBoard(context, canvas.width, canvas.height, surface, seed);
  const size = Math.min(canvas.width, canvas.height) * share;
  paintMark(context, canvas.width / 2, canvas.height / 2, size, ink, canvas.height > size * 1.5);
  return texture(canvas, false);
}

// ---------------------------------------------------------------------------
// Materials
// ---------------------------------------------------------------------------

function surfaceMaterial(
  surface: SurfaceSpec,
  map: CanvasTexture | null,
  side = FrontSide as typeof FrontSide | typeof BackSide | typeof DoubleSide,
): Material {
  if (surface.satin) {
    // Coated board: smooth, a soft sheen of the studio's lights across the face, no mirror.
    return new MeshPhysicalMaterial({
      color: map ? "#ffffff" : surface.colour,
      map,
      roughness: surface.satin.roughness,
      envMapIntensity: surface.satin.reflection,
      clearcoat: 0.5,
      clearcoatRoughness: 0.3,
      side,
    });
  }
  const roughness = 0.92 - surface.gloss * 0.62;
  if (surface.gloss >= 0.5) {
    return new MeshPhysicalMaterial({
      color: map ? "#ffffff" : surface.colour,
      map,
      roughness,
      clearcoat: surface.gloss * 0.8,
      clearcoatRoughness: 0.25,
      side,
    });
  }
  return new MeshStandardMaterial({ color: map ? "#ffffff" : surface.colour, map, roughness, metalness: 0, side });
}

/** Replaces a slab's texture coordinates by millimetres of board, so the grain has one scale on every panel. */
function boardUvs(geometry: BufferGeometry): void {
  const position = geometry.getAttribute("position");
  const uv = new Float32Array(position.count * 2);
  for (let i = 0; i < position.count; i++) {
    uv[i * 2] = position.getX(i) / TILE_MM;
    uv[i * 2 + 1] = position.getY(i) / TILE_MM + position.getZ(i) / TILE_MM;
  }
  geometry.setAttribute("uv", new BufferAttribute(uv, 2));
}

// ---------------------------------------------------------------------------
// The studio
// ---------------------------------------------------------------------------

let renderer: WebGLRenderer | null = null;
let environment: ReturnType<PMREMGenerator["fromScene"]> | null = null;

function studioRenderer(width: number, height: number): WebGLRenderer {
  if (!renderer) {
    renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true, alpha: false });
    renderer.setPixelRatio(1);
    renderer.shadowMap.enabled = true;
    renderer.shadowMap.type = PCFSoftShadowMap;
    renderer.toneMapping = ACESFilmicToneMapping;
    renderer.toneMappingExposure = 0.95;
    renderer.outputColorSpace = SRGBColorSpace;
    document.body.appendChild(renderer.domElement);
    RectAreaLightUniformsLib.init();
    const pmrem = new PMREMGenerator(renderer);
    environment = pmrem.fromScene(new RoomEnvironment(), 0.04);
  }
  renderer.setSize(width, height, false);
  return renderer;
}

const FLOOR = "#eeebe6";
/** How far a lying product floats above the floor, in mm: more than the contact shadow's 0.2 mm, too little to see. */
const LYING_CLEARANCE_MM = 0.35;
/** The softbox's luminance: enough for a sheen on coated board, little on matte faces. */
const SOFTBOX_INTENSITY = 4;

/** Lights, floor and the soft shadow for a product `radius` mm across, standing on y = floorY. */
function dressStage(
  scene: Scene,
  radius: number,
  floorY: number,
  footprint: { x: number; z: number; w: number; d: number },
  view: { azimuth: number; elevation: number },
  contactShadow = true,
  sheenAt: { x: number; z: number } = footprint,
): void {
  scene.background = new Color(FLOOR);
  scene.environment = environment!.texture;
  scene.environmentIntensity = 0.55;
  scene.add(new HemisphereLight("#ffffff", "#d8d2c8", 0.9));
  // Key light high on the left-front, a soft shadow falling back and right.
  const key = new DirectionalLight("#fff8ee", 1.8);
  key.position.set(-radius * 1.4, radius * 3.2, radius * 2.0);
  key.castShadow = true;
  key.shadow.mapSize.set(2048, 2048);
  key.shadow.radius = 6;
  key.shadow.bias = -0.0004;
  key.shadow.normalBias = 0.02 * radius;
  const span = radius * 2.2;
  Object.assign(key.shadow.camera, { left: -span, right: span, top: span, bottom: -span, near: 0.1, far: radius * 12 });
  scene.add(key, key.target);
  // Fill from the right and a rim from behind, no shadows.
  const fill = new DirectionalLight("#eef3ff", 0.6);
  fill.position.set(radius * 2.5, radius * 1.2, radius * 1.5);
  const rim = new DirectionalLight("#ffffff", 0.7);
  rim.position.set(radius * 0.5, radius * 2, -radius * 3);
  scene.add(fill, rim);
  // A softbox high behind the product, where the camera sees its mirror image in a level face:
  // a coated board shows it as a soft satin sheen, a matte board only as a little more top light.
  const [dx, dy, dz] = direction(view.azimuth, view.elevation);
  const softbox = new RectAreaLight("#ffffff", SOFTBOX_INTENSITY, radius * 1.4, radius * 0.6);
  softbox.position.set(sheenAt.x - dx * radius * 3, floorY + dy * radius * 3, sheenAt.z - dz * radius * 3);
  softbox.lookAt(sheenAt.x, floorY, sheenAt.z);
  scene.add(softbox);

  const floor = new Mesh(new PlaneGeometry(radius * 60, radius * 60), new ShadowMaterial({ opacity: 0.16 }));
  floor.rotation.x = -Math.PI / 2;
  floor.position.y = floorY;
  floor.receiveShadow = true;
  scene.add(floor);

  // Contact shadow: a soft dark pool right under the product, where the light cannot reach (not under paper or tape lying flat, which it would cover).
  if (!contactShadow) return;
  const [canvas, context] = canvasOf(256, 256);
  const gradient = context.createRadialGradient(128, 128, 0, 128, 128, 128);
  gradient.addColorStop(0, "rgba(40,32,24,0.55)");
  gradient.addColorStop(0.55, "rgba(40,32,24,0.22)");
  gradient.addColorStop(1, "rgba(40,32,24,0)");
  context.fillStyle = gradient;
  context.fillRect(0, 0, 256, 256);
  const contact = new Mesh(
    new PlaneGeometry(footprint.w * 1.35 + radius * 0.1, footprint.d * 1.35 + radius * 0.1),
    new MeshStandardMaterial({ map: texture(canvas, false), transparent: true, depthWrite: false, color: "#ffffff", roughness: 1 }),
  );
  contact.material.map!.colorSpace = SRGBColorSpace;
  contact.rotation.x = -Math.PI / 2;
  contact.position.set(footprint.x, floorY + 0.2, footprint.z);
  (contact.material as MeshStandardMaterial).opacity = 0.9;
  scene.add(contact);
}

function direction(azimuth: number, elevation: number): Vec3 {
  const a = (azimuth * Math.PI) / 180;
  const e = (elevation * Math.PI) / 180;
  return [Math.sin(a) * Math.cos(e), Math.sin(e), Math.cos(a) * Math.cos(e)];
}

/** Points the camera at the product from the job's angle, framing it with a margin. */
function shoot(scene: Scene, points: Vec3[], job: Pick<RenderJob, "azimuth" | "elevation" | "width" | "height">): HTMLCanvasElement {
  const gl = studioRenderer(job.width, job.height);
  const aspect = job.width / job.height;
  const view = direction(job.azimuth, job.elevation);
  const fov = 30;
  const framing = frameView(points, aspect, view, fov, 1.28);
  const camera = new PerspectiveCamera(fov, aspect, framing.distance / 50, framing.distance * 20);
  const target = new Vector3(...framing.target);
  camera.position
    .set(...view)
    .multiplyScalar(framing.distance)
    .add(target);
  camera.lookAt(target);
  gl.render(scene, camera);
  return gl.domElement;
}

function footprintOf(points: Vec3[], floorY: number) {
  const low = points.filter((p) => p[1] < floorY + 5);
  const xs = (low.length ? low : points).map((p) => p[0]);
  const zs = (low.length ? low : points).map((p) => p[2]);
  const [minX, maxX, minZ, maxZ] = [Math.min(...xs), Math.max(...xs), Math.min(...zs), Math.max(...zs)];
  return { x: (minX + maxX) / 2, z: (minZ + maxZ) / 2, w: maxX - minX, d: maxZ - minZ };
}

// ---------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------

/** Which sides carry the mark, and how large, for a folded product. */
const MARKED_SIDES: Record<string, number> = { top: 0.42, front: 0.34 };

function boxScene(scene: Object3D, net: Net, job: ProductPose & { open: boolean }): Vec3[] {
  const orientation = modelOrientation(net);
  const placement = placeModel(net, 1, orientation, job.open ? 1 : 0);
  const group = new Group();
  group.matrixAutoUpdate = false;
  group.matrix.copy(placement.model);
  const outsideTile = boardTile(job.look.outside, job.seed);
  const insideTile = boardTile(job.look.inside, job.seed + 1);
  const outside = surfaceMaterial(job.look.outside, outsideTile);
  const inside = surfaceMaterial(job.look.inside, insideTile);
  const edge = new MeshStandardMaterial({ color: job.look.edge, roughness: 0.95 });
  // A box with a lid carries the mark on its lid; a bag or a mailer on its front.
  const markedSides = net.panels.some((panel) => panel.side === "top") ? MARKED_SIDES : { front: 0.5 };
  const pillow = net.surface?.pillow;
  for (const panel of net.panels) {
    const share = job.ink && panel.side && panel.frame ? markedSides[panel.side] : undefined;
    const isPillow = Boolean(pillow && pillow.panels.includes(panel.id) && panel.frame);
    const geometry = isPillow ? pillowGeometry(panel, net.board, pillow!.depth, null) : panelGeometry(panel, net.board, panelHoles(net, panel), null);
    let materials: Material[];
    if (share && panel.frame) {
      const printed = surfaceMaterial(job.look.outside, printedSide(panel.frame.width, panel.frame.height, job.look.outside, job.ink!, job.seed + 7, share));
      // A card's two sides are two panels in one place: the printed face wins the tie with the other's plain one.
      Object.assign(printed, { polygonOffset: true, polygonOffsetFactor: -1, polygonOffsetUnits: -4 });
      // The frame's texture coordinates span the side; the back and rim keep the board's own scale.
      const back = insideTile.clone();
      back.repeat.set(panel.frame.width / TILE_MM, panel.frame.height / TILE_MM);
      materials = [printed, surfaceMaterial(job.look.inside, back), edge];
    } else {
      boardUvs(geometry);
      materials = [outside, inside, edge];
    }
    const mesh = new Mesh(geometry, materials);
    mesh.matrixAutoUpdate = false;
    mesh.matrix.copy(placement.panels.get(panel.id)!);
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    group.add(mesh);
  }
  for (const handle of net.handles ?? []) {
    // A shade darker than the bag: a cord or strap in the bag's own colour would vanish against the light floor.
    const colour = shade(job.look.outside.colour, -0.12);
    const mesh = new Mesh(handleGeometry(handle, net.board), new MeshStandardMaterial({ color: colour, roughness: 0.9, side: DoubleSide }));
    mesh.matrixAutoUpdate = false;
    mesh.matrix.copy(placement.panels.get(handle.panel)!);
    mesh.castShadow = true;
    group.add(mesh);
  }
  scene.add(group);
  return placement.points;
}

function patternScene(scene: Scene, net: Net, job: RenderJob): Vec3[] {
  const repeat = net.repeat!;
  const layout = patternLayout(repeat);
  const strip = stripGeometry(layout.path, layout.width, repeat.tile);
  const { width, height } = repeat.tile;
  let map: CanvasTexture;
  if (job.ink) {
    const tile = printedSide(width, height, job.look.outside, job.ink, job.seed, repeat.kind === "roll" ? 0.7 : 0.45);
    tile.wrapS = tile.wrapT = RepeatWrapping;
    map = tile;
  } else {
    map = boardTile(job.look.outside, job.seed);
    map.repeat.set(width / TILE_MM, height / TILE_MM);
  }
  const printed = surfaceMaterial(job.look.outside, map, FrontSide);
  const bare = surfaceMaterial(job.look.inside, null, BackSide);
  for (const material of [printed, bare]) {
    const mesh = new Mesh(strip, material);
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    scene.add(mesh);
  }
  if (repeat.kind === "roll") {
    const roll = new Group();
    roll.position.set(0, TAPE_ROLL_RADIUS_MM, 0);
    const ring = new RingGeometry(TAPE_CORE_RADIUS_MM, TAPE_ROLL_RADIUS_MM - TAPE_LAYER_MM, 96);
    const wound = new MeshStandardMaterial({ color: shade(job.look.outside.colour, -0.06), roughness: 0.55, side: DoubleSide });
    for (const z of [layout.width / 2, -layout.width / 2]) {
      const side = new Mesh(ring, wound);
      side.position.z = z;
      side.castShadow = true;
      roll.add(side);
    }
    const core = new Mesh(
      new CylinderGeometry(TAPE_CORE_RADIUS_MM, TAPE_CORE_RADIUS_MM, layout.width, 64, 1, true),
      new MeshStandardMaterial({ color: "#b08d5f", roughness: 0.9, side: DoubleSide }),
    );
    core.rotation.x = Math.PI / 2;
    roll.add(core);
    scene.add(roll);
  }
  const points = patternPoints(repeat, layout);
  // A roll is framed on itself and the start of its tail; the rest of the tail runs out of the picture.
  return repeat.kind === "roll" ? points.filter(([x]) => x <= TAPE_ROLL_RADIUS_MM * 4.5) : points;
}

function canScene(scene: Scene, net: Net, job: RenderJob): Vec3[] {
  const cylinder = net.cylinder!;
  const { lid, tube, rim, disc } = canGeometries(cylinder);
  const wrapMap = job.ink
    ? printedSide(cylinder.circumference, cylinder.height, job.look.outside, job.ink, job.seed, 0.45)
    : (() => {
        const tile = boardTile(job.look.outside, job.seed);
        tile.repeat.set(cylinder.circumference / TILE_MM, cylinder.height / TILE_MM);
        return tile;
      })();
  const topTile = boardTile(job.look.outside, job.seed + 3);
  topTile.repeat.set(cylinder.diameter / TILE_MM, cylinder.diameter / TILE_MM);
  const group = new Group();
  group.rotation.y = CAN_FACING_RADIANS;
  const add = (geometry: BufferGeometry, material: Material, y: number) => {
    const mesh = new Mesh(geometry, material);
    mesh.position.y = y;
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    group.add(mesh);
  };
  add(tube, surfaceMaterial(job.look.outside, wrapMap, FrontSide), cylinder.height / 2);
  add(rim, surfaceMaterial(job.look.outside, topTile, DoubleSide), cylinder.height + lid / 2);
  add(disc, surfaceMaterial(job.look.outside, topTile), cylinder.height + lid);
  scene.add(group);
  return canPoints(cylinder);
}

function transformed(points: Vec3[], matrix: Matrix4): Vec3[] {
  const point = new Vector3();
  return points.map(([x, y, z]) => point.set(x, y, z).applyMatrix4(matrix).toArray() as Vec3);
}

/**
 * A folded product in a group of its own. Lying, it is turned onto its back: its front,
 * which faces the camera standing, faces up, and its top edge points away.
 */
function posedProduct(net: Net, pose: ProductPose, open: boolean): { group: Group; points: Vec3[] } {
  const group = new Group();
  const points = boxScene(group, net, { ...pose, open });
  if (!pose.lying) return { group, points };
  const lying = new Group();
  lying.rotation.x = -Math.PI / 2;
  lying.add(group);
  lying.updateMatrix();
  return { group: lying, points: transformed(points, lying.matrix) };
}

/** Sets a companion on the floor beside the product whose footprint starts at (left, front), and returns its points. */
function placeCompanion(scene: Scene, companion: Companion, floorY: number, corner: { left: number; front: number }): Vec3[] {
  const { group, points } = posedProduct(buildNet(companion.model, companion.size), companion, false);
  const xs = points.map((p) => p[0]);
  const zs = points.map((p) => p[2]);
  const centre = { x: (Math.min(...xs) + Math.max(...xs)) / 2, z: (Math.min(...zs) + Math.max(...zs)) / 2 };
  const bottom = Math.min(...points.map((p) => p[1]));
  // Its middle over the spot, its underside on the floor, then turned about its middle.
  const shift = new Group();
  shift.position.set(-centre.x, -bottom, -centre.z);
  shift.add(group);
  shift.updateMatrix();
  const stand = new Group();
  stand.add(shift);
  stand.position.set(corner.left + companion.at.x, floorY, corner.front + companion.at.z);
  stand.rotation.y = (companion.turn * Math.PI) / 180;
  stand.updateMatrix();
  scene.add(stand);
  return transformed(transformed(points, shift.matrix), stand.matrix);
}

/** Draws one product picture and returns its pixels as a PNG data URL. */
function render(job: RenderJob): string {
  studioRenderer(job.width, job.height);
  const net = buildNet(job.model, job.size);
  const scene = new Scene();
  let points: Vec3[];
  if (net.repeat) points = patternScene(scene, net, job);
  else if (net.cylinder) points = canScene(scene, net, job);
  else {
    const posed = posedProduct(net, job, job.open);
    scene.add(posed.group);
    points = posed.points;
  }
  const ownFloorY = Math.min(...points.map((p) => p[1]));
  const corner = { left: Math.min(...points.map((p) => p[0])), front: Math.max(...points.map((p) => p[2])) };
  for (const companion of job.companions) points = [...points, ...placeCompanion(scene, companion, ownFloorY, corner)];
  // A thin product lying flat (a label is a tenth of a millimetre) floats a hair above the floor, so the contact shadow stays under it.
  const floorY = Math.min(...points.map((p) => p[1])) - (job.lying ? LYING_CLEARANCE_MM : 0);
  const radius = Math.max(...points.map((p) => Math.hypot(p[0], p[1] - floorY, p[2])));
  dressStage(scene, radius, floorY, footprintOf(points, floorY), job, !net.repeat);
  return shoot(scene, points, job).toDataURL("image/png");
}

const SWATCH_VIEW = { azimuth: 35, elevation: 50 };

/** A close-up of a board: a corner of a sheet lying on the floor, its cut edge showing the board's thickness. */
function renderSwatch(job: SwatchJob): string {
  studioRenderer(job.size, job.size);
  const scene = new Scene();
  const thickness = 3;
  const sheet = new BoxGeometry(80, thickness, 80);
  boardUvs(sheet.rotateX(0));
  const top = surfaceMaterial(job.look.outside, boardTile(job.look.outside, job.seed));
  const edge = new MeshStandardMaterial({ color: job.look.edge, roughness: 0.95 });
  // BoxGeometry's groups: +x, -x, +y (top), -y, +z, -z.
  const mesh = new Mesh(sheet, [edge, edge, top, edge, edge, edge]);
  mesh.position.set(12, thickness / 2, 12);
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  scene.add(mesh);
  // The sheen falls on the corner in view.
  dressStage(scene, 40, 0, { x: 12, z: 12, w: 80, d: 80 }, SWATCH_VIEW, true, { x: 36, z: 36 });
  // The sheet's near corner (it spans -28..52 on x and z): mostly board, its cut edges and a little floor.
  const points: Vec3[] = [
    [26, thickness, 26],
    [52, thickness, 26],
    [26, thickness, 52],
    [52, 0, 52],
  ];
  return shoot(scene, points, { ...SWATCH_VIEW, width: job.size, height: job.size }).toDataURL("image/png");
}

declare global {
  interface Window {
    studio: { render: typeof render; renderSwatch: typeof renderSwatch };
  }
}
window.studio = { render, renderSwatch };
