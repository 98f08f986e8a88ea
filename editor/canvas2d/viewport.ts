/**
 * How millimetres of the artwork land on the stage's CSS pixels. One affine
 * mapping serves both views: in "side" mode the world is the side's upright
 * frame (u right, v down), in "net" mode it is the flat net; both are mm, y down.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** screen = world * scale + (x, y); scale is px per mm. */
export interface Viewport {
  scale: number;
  x: number;
  y: number;
}

/** The spec's editor canvas, in CSS px. */
export const STAGE_SIZE: Size = { width: 780, height: 600 };
/** Room left around the fitted artwork so the bleed and handles stay visible. */
export const FIT_MARGIN_PX = 32;
/** The margin on a phone-sized stage: 32 px a side left a 150 mm panel 270 px wide on a 390 px phone. */
export const NARROW_FIT_MARGIN_PX = 12;
/** A stage narrower or lower than this is a phone's. */
const NARROW_STAGE_PX = 480;

/** The margin a stage of this size fits with: enough for the handles on a desktop, the phone's width for the artwork on a phone. */
export function fitMargin(stage: Size): number {
  return Math.min(stage.width, stage.height) < NARROW_STAGE_PX ? NARROW_FIT_MARGIN_PX : FIT_MARGIN_PX;
}
/** Zoom is relative to the fitted view: 1 means "fit", the limits are 25% and 800% of it. */
export const ZOOM_MIN = 0.25;
export const ZOOM_MAX = 8;
/** One press of + or - (or one wheel notch) multiplies the zoom by this. */
export const ZOOM_STEP = 1.25;

export function toScreen(view: Viewport, point: Point): Point {
  return { x: point.x * view.scale + view.x, y: point.y * view.scale + view.y };
}

export function toWorld(view: Viewport, point: Point): Point {
  return { x: (point.x - view.x) / view.scale, y: (point.y - view.y) / view.scale };
}

/** The largest scale that shows `bounds` whole inside the stage less its margin, centred. */
export function fitViewport(bounds: Rect, stage: Size = STAGE_SIZE, margin: number = FIT_MARGIN_PX): Viewport {
  const room = { width: Math.max(1, stage.width - 2 * margin), height: Math.max(1, stage.height - 2 * margin) };
  const width = Math.max(bounds.width, 1e-6);
  const height = Math.max(bounds.height, 1e-6);
  const scale = Math.min(room.width / width, room.height / height);
  return {
    scale,
    x: (stage.width - width * scale) / 2 - bounds.x * scale,
    y: (stage.height - height * scale) / 2 - bounds.y * scale,
  };
}

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));
}

/** The zoom of `view` relative to the fitted view (1 = fit). */
export function zoomOf(view: Viewport, fit: Viewport): number {
  return view.scale / fit.scale;
}

/**
 * Zooms to `zoom` (clamped) keeping the world point under `anchor` (a screen
 * point: the pointer, or the stage centre for buttons and keys) where it is.
 */
export function zoomAround(view: Viewport, fit: Viewport, zoom: number, anchor: Point): Viewport {
  const scale = fit.scale * clampZoom(zoom);
  const world = toWorld(view, anchor);
  return { scale, x: anchor.x - world.x * scale, y: anchor.y - world.y * scale };
}

/** The next zoom one step in or out, landing exactly on 100% when a step crosses it. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next = direction > 0 ? zoom * ZOOM_STEP : zoom / ZOOM_STEP;
  if ((zoom < 1 && next > 1) || (zoom > 1 && next < 1)) return 1;
  return clampZoom(next);
}

/**
 * The zoom a wheel event asks for. Trackpad pinches arrive as wheel events with
 * ctrlKey and small deltas, so the factor follows the delta rather than one notch.
 */
export function wheelZoom(zoom: number, deltaY: number, deltaMode = 0): number {
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  const limited = Math.max(-100, Math.min(100, pixels));
  return clampZoom(zoom * Math.pow(ZOOM_STEP, -limited / 100));
}

export function inflate(rect: Rect, by: number): Rect {
  return { x: rect.x - by, y: rect.y - by, width: rect.width + 2 * by, height: rect.height + 2 * by };
}

/** The zoom a two-finger pinch asks for: the zoom it started at, scaled by how far the fingers spread. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (!(startDistance > 0) || !(distance > 0)) return clampZoom(startZoom);
  return clampZoom((startZoom * distance) / startDistance);
}

/**
 * The stage's size in CSS px for the box it is laid out in: the box's own size
 * (the page's CSS decides it, so the canvas follows the screen), whole pixels,
 * or the spec's 780 x 600 while nothing has been measured (no layout yet, or
 * a browser without ResizeObserver).
 */
export function stageSizeOf(measured: Size | null | undefined): Size {
  if (!measured) return STAGE_SIZE;
  const width = Math.floor(measured.width);
  const height = Math.floor(measured.height);
  if (!(width > 0) || !(height > 0)) return STAGE_SIZE;
  return { width, height };
}
