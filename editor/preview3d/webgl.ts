/**
 * Whether this browser can have a WebGL context at all. A browser that has the API but
 * refuses a context (blocked GPU, too many contexts) is caught when the renderer is
 * created, by the preview's error boundary; this only spares browsers and test DOMs
 * without WebGL from mounting the 3D canvas.
 */
export function hasWebGL(scope: object | undefined = typeof window === "undefined" ? undefined : window): boolean {
  return scope !== undefined && ("WebGL2RenderingContext" in scope || "WebGLRenderingContext" in scope);
}
