import { useThree } from "@react-three/fiber";
import { useEffect, useMemo } from "react";
import { type CanvasTexture, RepeatWrapping } from "three";
import { type ArtworkSource, artworkTexture } from "./artwork-texture";

/**
 * A side's artwork as a texture on bare board (or paper), redrawn when the artwork
 * or its version changes and disposed with it. `repeat`: wrapped in both directions,
 * for geometry whose texture coordinates count tiles (a pattern's sheet or roll).
 */
export function useArtworkTexture(source: ArtworkSource | undefined, boardColour: string, texturesVersion: number, repeat: boolean): CanvasTexture | null {
  const invalidate = useThree((state) => state.invalidate);
  const maxAnisotropy = useThree((state) => state.gl.capabilities.getMaxAnisotropy());
  const texture = useMemo(() => {
    if (!source) return null;
    const created = artworkTexture(source, boardColour, () => invalidate());
    if (repeat) {
      created.wrapS = RepeatWrapping;
      created.wrapT = RepeatWrapping;
    }
    created.anisotropy = Math.min(8, maxAnisotropy);
    created.userData.version = texturesVersion;
    return created;
  }, [source, boardColour, texturesVersion, repeat, maxAnisotropy, invalidate]);
  useEffect(() => () => texture?.dispose(), [texture]);
  useEffect(() => invalidate(), [texture, invalidate]);
  return texture;
}
