/**
 * How the workspace lays out its parts (shell.module.css, `.body[data-layout]`).
 * Every part has its own grid area, so the canvas takes the wide column whichever
 * panels are left out: a preview or a shared view has no tools column, and the
 * canvas must not slide into its place.
 *
 * - edit: tools | canvas | panels (the panels wrap under the canvas below 1300 px,
 *   and everything stacks, canvas first, below 992 px);
 * - view: canvas | panels (the owner's preview with the order panel);
 * - canvas: the canvas alone, the page's whole width (a shared design, an example);
 * - mobile: editing on a phone: the canvas first at the screen's width, the tools
 *   in a bottom sheet (MobileSheet).
 */
export type WorkspaceLayout = "edit" | "view" | "canvas" | "mobile";

export function workspaceLayout({ editable, panels, small }: { editable: boolean; panels: boolean; small: boolean }): WorkspaceLayout {
  if (editable) return small ? "mobile" : "edit";
  return panels ? "view" : "canvas";
}
