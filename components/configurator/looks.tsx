import type { ProductPicture } from "@/lib/catalog/product-images";
import { boardChipStyle, finishIcon, printModeIcon, printQualityIcon } from "./choice-looks";
import type { Choice, Looked } from "./Configurator";
import styles from "./drawn.module.css";
import { fillNamed } from "./words";

/**
 * The pickers' looks, drawn where the page is rendered (on the server) and handed to
 * the configurator as elements: the drawings' code and the imagery's manifest stay
 * out of the product page's first load, and the island only places what it is given.
 */

/** The board as it looks: its close-up once the shop has one, its colours until then. */
function MaterialLook({ material, label, swatch, closeUp }: { material: string; label: string; swatch?: ProductPicture | null; closeUp: string }) {
  if (swatch) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a small close-up of the board, sized by the imagery's own contract
      <img
        className={styles.swatchPicture}
        src={swatch.src}
        width={swatch.width}
        height={swatch.height}
        alt={fillNamed(closeUp, { material: label })}
        loading="lazy"
      />
    );
  }
  return <span className={styles.boardChip} style={boardChipStyle(material)} data-material={material} />;
}

/** Each board with its look; `swatchOf` is the imagery's close-up of a board, if it has one. */
export function lookedMaterials<T extends string>(
  choices: readonly Choice<T>[],
  closeUp: string,
  swatchOf: (material: T) => ProductPicture | null | undefined = () => null,
): Looked<T>[] {
  return choices.map((choice) => ({
    ...choice,
    look: <MaterialLook material={choice.value} label={choice.label} swatch={swatchOf(choice.value)} closeUp={closeUp} />,
  }));
}

const DRAWINGS = { printModes: printModeIcon, finishes: finishIcon, printQualities: printQualityIcon };

/** Each print, finish or print quality with its drawing. */
export function lookedOptions<T extends string>(kind: keyof typeof DRAWINGS, choices: readonly Choice<T>[]): Looked<T>[] {
  return choices.map((choice) => ({ ...choice, look: DRAWINGS[kind](choice.value) }));
}
