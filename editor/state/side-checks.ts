import type { DesignDocument, DesignSide } from "@/lib/design";
import type { Net, SideId } from "@/lib/dielines";
import { sideOf } from "./commands";
import { checkSide, type CheckInput, type DesignWarning, type ImageFacts } from "./warnings";

/** One printable side's warnings. */
export interface SideCheck {
  side: SideId;
  warnings: readonly DesignWarning[];
}

/** What every side is judged against: a change to any of them judges every side again. */
export interface CheckSettings {
  net: Net;
  images: ReadonlyMap<string, ImageFacts>;
  colourLimit: number | null;
}

export interface SideChecks {
  /** The warnings of each of `sides`, in that order; a side whose content is the one checked last keeps its answer. */
  check(document: DesignDocument, sides: readonly SideId[], settings: CheckSettings): SideCheck[];
}

/**
 * The print check of a whole design, remembered per side. The editor's store is
 * immutable: a command gives the side it changes a new content object and leaves
 * every other side's object as it was. So a side is judged again only when its
 * content is a new object (or the net, the pictures' facts or the colour limit
 * changed), and dropping an element on the front with 500 others no longer checks
 * the back, the lid and the flaps as well. Each side's answer keeps its identity
 * while the side is unchanged, so what is drawn from it (the panel's list, the
 * canvas's markers) need not render again; after a change to the side, each
 * warning that is still the same keeps its object too (and the list its array,
 * when nothing in it changed).
 */
export function createSideChecks(judge: (input: CheckInput) => DesignWarning[] = checkSide): SideChecks {
  let judgedWith: CheckSettings | null = null;
  const remembered = new Map<SideId, { content: DesignSide; warnings: readonly DesignWarning[] }>();
  return {
    check(document, sides, settings) {
      if (judgedWith === null || judgedWith.net !== settings.net || judgedWith.images !== settings.images || judgedWith.colourLimit !== settings.colourLimit) {
        remembered.clear();
        judgedWith = settings;
      }
      return sides.map((side) => {
        const content = sideOf(document, side);
        const known = remembered.get(side);
        if (known && known.content === content) return { side, warnings: known.warnings };
        const judged = judge({ net: settings.net, images: settings.images, colourLimit: settings.colourLimit, side, content });
        const warnings = known ? keepUnchanged(known.warnings, judged) : judged;
        remembered.set(side, { content, warnings });
        return { side, warnings };
      });
    },
  };
}

const sameWarning = (a: DesignWarning, b: DesignWarning) =>
  a.kind === b.kind && a.elementId === b.elementId && a.dpi === b.dpi && a.colours === b.colours && a.moreThan === b.moreThan;
const warningKey = (warning: DesignWarning) => `${warning.kind} ${warning.elementId ?? ""}`;

/** The new list, with each warning that was there before as the same object; the old list if nothing changed. */
function keepUnchanged(before: readonly DesignWarning[], after: DesignWarning[]): readonly DesignWarning[] {
  const previous = new Map(before.map((warning) => [warningKey(warning), warning]));
  let changed = before.length !== after.length;
  const kept = after.map((warning, index) => {
    const old = previous.get(warningKey(warning));
    const same = old !== undefined && sameWarning(old, warning);
    if (!same || before[index] !== old) changed = true;
    return same ? old : warning;
  });
  return changed ? kept : before;
}
