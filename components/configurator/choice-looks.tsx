import type { CSSProperties, ReactNode } from "react";

/**
 * How each option looks in the pickers while the shop has no photograph of it: a
 * board's colours (outside, and inside where it differs) as a chip, and small line
 * drawings for print and finish options. Drawn inline: no icon font or library on the
 * product page's first load.
 */

const KRAFT = "#b5865a";
const WHITE = "#f8f7f3";
const CARDSTOCK = "#efeae0";
/** Coated board's sheen: a light band across the white. */
const SHEEN = "linear-gradient(135deg, #ffffff 0%, #e9edf2 40%, #ffffff 55%, #dfe4ea 100%)";

/** Each material's outside and inside, as the board looks: white outside and brown inside, coated white with a sheen... */
const BOARDS: Record<string, { outside: string; inside: string; coated?: boolean }> = {
  "cardboard-white-one-side": { outside: WHITE, inside: KRAFT },
  "cardboard-white-two-sides": { outside: WHITE, inside: WHITE },
  "cardboard-white": { outside: WHITE, inside: WHITE },
  "cardboard-coated": { outside: WHITE, inside: KRAFT, coated: true },
  "cardboard-coated-white-inside": { outside: WHITE, inside: WHITE, coated: true },
  "cardboard-natural-white-inside": { outside: KRAFT, inside: WHITE },
  "cardboard-natural": { outside: KRAFT, inside: KRAFT },
  "cardboard-cardstock": { outside: CARDSTOCK, inside: CARDSTOCK },
};

/** The chip's background: the outside over most of it, the inside in a corner where it differs. */
export function boardChipStyle(material: string): CSSProperties {
  const board = BOARDS[material] ?? { outside: WHITE, inside: WHITE };
  const outside = board.coated ? SHEEN : board.outside;
  const layers = board.inside === board.outside && !board.coated ? [] : [`linear-gradient(135deg, transparent 0 62%, ${board.inside} 62% 100%)`];
  return { background: [...layers, outside].join(", ") };
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const BOX = <rect x="4" y="8" width="24" height="18" rx="2" fill="#fff" stroke="currentColor" strokeWidth="1.5" />;
/** A second panel behind: the option prints the inside too. */
const INSIDE = <rect x="8" y="4" width="20" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.2" strokeDasharray="2 2" />;

function inks(colours: string[]) {
  return colours.map((colour, index) => (
    <circle key={colour + index} cx={11 + index * 4} cy={17} r={3.5} fill={colour} stroke="rgba(0,0,0,.25)" strokeWidth="0.5" />
  ));
}

const FULL = ["#00a3e0", "#e6007e", "#ffd400", "#1d1d1b"];

/** A print option's drawing: its inks on the box, and a second panel where the inside is printed too. */
export function printModeIcon(mode: string): ReactNode {
  const inside = mode.includes("inside");
  const colours = mode.startsWith("print-monochrome-white")
    ? ["#ffffff"]
    : mode.startsWith("print-monochrome")
      ? ["#1d1d1b"]
      : mode === "no-print"
        ? []
        : mode.startsWith("print-eco")
          ? ["#5fa8c9", "#c96f9e", "#e5cf6a"]
          : FULL;
  const detail = mode === "print-color-hd" || mode.startsWith("print-indigo");
  return (
    <Icon>
      {inside ? INSIDE : null}
      {BOX}
      {mode.startsWith("print-monochrome-white") ? <rect x="6" y="10" width="20" height="14" fill={KRAFT} /> : null}
      {inks(colours)}
      {detail ? <path d="M22 12h3M22 15h3M22 18h3" stroke="currentColor" strokeWidth="1" /> : null}
    </Icon>
  );
}

/** A finish's drawing: a shine for gloss, a soft even film for matte, a sleeve or tear strips. */
export function finishIcon(finish: string): ReactNode {
  return (
    <Icon>
      {finish.startsWith("sleeve") ? (
        <>
          {BOX}
          <rect x="11" y="7" width="10" height="20" fill={finish === "sleeve-kraft" ? KRAFT : "#fff"} stroke="currentColor" strokeWidth="1.5" />
        </>
      ) : (
        BOX
      )}
      {finish === "foil-glossy" ? <path d="M8 22 L16 11 M12 23 L19 13" stroke="#9cc3ff" strokeWidth="2.2" strokeLinecap="round" /> : null}
      {finish === "foil-matte" ? <rect x="6" y="10" width="20" height="14" fill="#d9dee6" opacity="0.7" /> : null}
      {finish === "single-strip" || finish === "double-strip" ? (
        <path d={finish === "double-strip" ? "M4 13h24M4 21h24" : "M4 17h24"} stroke="#e35d2f" strokeWidth="2" strokeDasharray="3 1.5" />
      ) : null}
    </Icon>
  );
}

/** A print detail level's drawing: a coarser or finer dot screen, glossy where it shines. */
export function printQualityIcon(quality: string): ReactNode {
  const step = quality === "standard" ? 6 : 4;
  const dots: ReactNode[] = [];
  for (let x = 7; x <= 25; x += step)
    for (let y = 11; y <= 23; y += step) dots.push(<circle key={`${x}-${y}`} cx={x} cy={y} r={step / 4} fill="currentColor" />);
  return (
    <Icon>
      {BOX}
      {dots}
      {quality === "hd-plus-glossy" ? <path d="M9 24 L17 10" stroke="#9cc3ff" strokeWidth="2" strokeLinecap="round" /> : null}
    </Icon>
  );
}
