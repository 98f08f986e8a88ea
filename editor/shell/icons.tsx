import type { ReactElement } from "react";
import type { Shape } from "@/lib/design";

/**
 * The editor's icons, drawn as SVG: glyphs such as ⧉ or 🔒 depend on the fonts of
 * the shopper's system and showed as empty boxes where a font lacked them. Each icon
 * is decorative (aria-hidden); the button around it carries the words.
 */

export type IconName =
  "text" | "upload" | "undo" | "redo" | "duplicate" | "remove" | "lock" | "unlock" | "forward" | "backward" | "qr" | Shape | ArrangeIconName | SheetIconName;

/** The phone's tool bar (MobileSheet): one icon over each section's label. */
export const SHEET_ICONS = ["add", "selection", "layers", "sides"] as const;
export type SheetIconName = (typeof SHEET_ICONS)[number];

/** Arranging the selection and checking the print (ADR 0041). */
export const ARRANGE_ICONS = [
  "alignLeft",
  "alignCentre",
  "alignRight",
  "alignTop",
  "alignMiddle",
  "alignBottom",
  "distributeHorizontal",
  "distributeVertical",
  "group",
  "ungroup",
  "snap",
  "warning",
] as const;
export type ArrangeIconName = (typeof ARRANGE_ICONS)[number];

const ARRANGE_PATHS: Record<ArrangeIconName, ReactElement> = {
  alignLeft: (
    <>
      <path d="M4 3v18" />
      <rect x="7" y="6" width="12" height="4" rx="1" />
      <rect x="7" y="14" width="7" height="4" rx="1" />
    </>
  ),
  alignCentre: (
    <>
      <path d="M12 3v18" />
      <rect x="5" y="6" width="14" height="4" rx="1" />
      <rect x="8" y="14" width="8" height="4" rx="1" />
    </>
  ),
  alignRight: (
    <>
      <path d="M20 3v18" />
      <rect x="5" y="6" width="12" height="4" rx="1" />
      <rect x="10" y="14" width="7" height="4" rx="1" />
    </>
  ),
  alignTop: (
    <>
      <path d="M3 4h18" />
      <rect x="6" y="7" width="4" height="12" rx="1" />
      <rect x="14" y="7" width="4" height="7" rx="1" />
    </>
  ),
  alignMiddle: (
    <>
      <path d="M3 12h18" />
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="8" width="4" height="8" rx="1" />
    </>
  ),
  alignBottom: (
    <>
      <path d="M3 20h18" />
      <rect x="6" y="5" width="4" height="12" rx="1" />
      <rect x="14" y="10" width="4" height="7" rx="1" />
    </>
  ),
  distributeHorizontal: (
    <>
      <path d="M3 4v16M21 4v16" />
      <rect x="9" y="7" width="6" height="10" rx="1" />
    </>
  ),
  distributeVertical: (
    <>
      <path d="M4 3h16M4 21h16" />
      <rect x="7" y="9" width="10" height="6" rx="1" />
    </>
  ),
  group: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" strokeDasharray="3 2" />
      <rect x="6" y="6" width="6" height="6" rx="1" />
      <rect x="12" y="12" width="6" height="6" rx="1" />
    </>
  ),
  ungroup: (
    <>
      <rect x="3" y="3" width="8" height="8" rx="1" />
      <rect x="13" y="13" width="8" height="8" rx="1" />
    </>
  ),
  snap: <path d="M6 4v8a6 6 0 0 0 12 0V4h-4v8a2 2 0 0 1-4 0V4ZM6 8h4M14 8h4" />,
  warning: <path d="M12 3 22 20H2ZM12 10v4M12 17v.5" />,
};

/** The strokes of each icon on a 24 x 24 grid. */
const PATHS: Record<IconName, ReactElement> = {
  text: <path d="M5 6V4h14v2M12 4v16M9 20h6" />,
  upload: <path d="M12 16V4M7 9l5-5 5 5M4 16v4h16v-4" />,
  undo: <path d="M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />,
  redo: <path d="m15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />,
  duplicate: (
    <>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </>
  ),
  remove: <path d="M6 6l12 12M18 6 6 18" />,
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  unlock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 7.5-2" />
    </>
  ),
  forward: <path d="M12 19V5M6 11l6-6 6 6" />,
  qr: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />
    </>
  ),
  backward: <path d="M12 5v14M6 13l6 6 6-6" />,
  rect: <rect x="4" y="6" width="16" height="12" rx="1" />,
  ellipse: <ellipse cx="12" cy="12" rx="8" ry="7" />,
  line: <path d="M5 19 19 5" />,
  star: <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z" />,
  triangle: <path d="M12 4 21 20H3Z" />,
  ...ARRANGE_PATHS,
  add: <path d="M12 5v14M5 12h14" />,
  selection: <path d="M5 3l14 8-6 2-2 6Z" />,
  layers: <path d="m12 3 9 5-9 5-9-5ZM3 13l9 5 9-5" />,
  sides: <path d="M12 3 20 7.5v9L12 21l-8-4.5v-9ZM12 12l8-4.5M12 12 4 7.5M12 12v9" />,
};

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      width="1.1em"
      height="1.1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ verticalAlign: "-0.15em", flexShrink: 0 }}
    >
      {PATHS[name]}
    </svg>
  );
}
