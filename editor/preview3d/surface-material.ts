import { MeshLambertMaterial, MeshPhongMaterial, type Side, type Texture } from "three";
import type { Surface } from "@/lib/dielines";

/**
 * How the 3D view shades what a product is made of (lib/dielines Surface): board
 * and paper are matte, as they scatter light; a poly mailer's film is glossy, so a
 * highlight runs across its bulge as the shopper turns it, the sheen that tells
 * film from a paper card at a glance.
 */
export interface SurfaceLook {
  shading: "matte" | "glossy";
  /** Phong's exponent: the larger, the smaller and sharper the highlight. */
  shininess: number;
  /** The highlight's colour: a film reflects white light as it is. */
  specular: string;
}

const MATTE: SurfaceLook = { shading: "matte", shininess: 0, specular: "#000000" };
const FILM: SurfaceLook = { shading: "glossy", shininess: 60, specular: "#6b6b6b" };

export function surfaceLook(surface: Surface | undefined): SurfaceLook {
  return surface?.kind === "film" ? FILM : MATTE;
}

/** A material of the look: a plain colour, or a texture (the artwork printed on it). */
export function surfaceMaterial(look: SurfaceLook, parameters: { color?: string; map?: Texture; side?: Side }): MeshLambertMaterial | MeshPhongMaterial {
  if (look.shading === "matte") return new MeshLambertMaterial(parameters);
  return new MeshPhongMaterial({ ...parameters, shininess: look.shininess, specular: look.specular });
}
