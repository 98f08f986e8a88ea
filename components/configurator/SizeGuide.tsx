import { useId } from "react";
import { scaleDrawing, whatFits, type Inside } from "@/lib/catalog/size-guide";
import type { SizeUnit } from "@/lib/catalog/units";
import styles from "./configurator.module.css";
import drawn from "./drawn.module.css";
import type { SizeGuideWords } from "./words";

/**
 * What fits in the chosen size (lib/catalog/size-guide.ts), and the box's front drawn
 * to scale beside an A4 sheet and a ruler in the storefront's unit. Follows the size
 * as it changes, a size of the shopper's own too.
 */
export function SizeGuide({ inside, sizeLabel, unit, words }: { inside: Inside; sizeLabel: string; unit: SizeUnit; words: SizeGuideWords }) {
  const id = useId();
  const fits = whatFits(inside);
  const drawing = scaleDrawing(inside, unit);
  // Labels keep one size on screen whatever the box: a share of the drawing's height.
  const text = Math.max(drawing.height, drawing.width / 3) * 0.045;
  // Room above the tallest shape for the labels set over the box and the ruler.
  const headroom = text * 1.5;
  const { box, sheet, ruler } = drawing;
  return (
    <section className={drawn.sizeGuide} aria-labelledby={`${id}-title`} data-testid="size-guide">
      <h2 id={`${id}-title`}>{words.title}</h2>
      <div className={drawn.sizeGuideBody}>
        <figure className={drawn.scaleDrawing}>
          <svg
            viewBox={`0 ${-headroom} ${drawing.width} ${drawing.height + headroom}`}
            role="img"
            aria-labelledby={`${id}-caption`}
            data-testid="scale-drawing"
          >
            <rect x={box.x} y={box.y} width={box.width} height={box.height} className={drawn.drawnBox} data-shape="box" />
            <text x={box.x + box.width / 2} y={box.y - text * 0.6} fontSize={text} textAnchor="middle" className={drawn.drawnLabel}>
              {words.box}
            </text>
            <rect x={sheet.x} y={sheet.y} width={sheet.width} height={sheet.height} className={drawn.drawnSheet} data-shape="sheet" />
            <text x={sheet.x + sheet.width / 2} y={sheet.y + sheet.height / 2} fontSize={text} textAnchor="middle" className={drawn.drawnLabel}>
              {words.sheet}
            </text>
            <rect x={ruler.x} y={ruler.y} width={ruler.width} height={ruler.height} className={drawn.drawnRuler} data-shape="ruler" />
            {ruler.marks.map((mark, index) => (
              <line
                key={mark}
                x1={ruler.x + mark}
                x2={ruler.x + mark}
                y1={ruler.y}
                y2={ruler.y + (index % 2 === 0 ? ruler.height * 0.6 : ruler.height * 0.35)}
                className={drawn.drawnMark}
              />
            ))}
            <text x={ruler.x + ruler.width / 2} y={ruler.y - text * 0.6} fontSize={text} textAnchor="middle" className={drawn.drawnLabel}>
              {ruler.label}
            </text>
          </svg>
          <figcaption id={`${id}-caption`}>
            {words.drawing}: {sizeLabel}
          </figcaption>
        </figure>
        <div>
          <h3>{words.fits}</h3>
          {fits.length > 0 ? (
            <ul className={drawn.fitList} data-testid="what-fits">
              {fits.map((object) => (
                <li key={object}>{words.objects[object]}</li>
              ))}
            </ul>
          ) : (
            <p data-testid="what-fits">{words.none}</p>
          )}
          <p className={styles.note}>{words.note}</p>
        </div>
      </div>
    </section>
  );
}
