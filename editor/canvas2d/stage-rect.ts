import type Konva from "konva";

/**
 * Where the stage lies on the page, read once per drag instead of once per event.
 *
 * Konva turns each pointer or touch event's client position into stage px through
 * the content's bounding rect, which it reads again for every event
 * (`Stage#_getContentPosition`). A finger's move reaches it three times (the
 * content's pointermove and touchmove, the window's touchmove that moves the drag),
 * and reading a box's rect after the last move changed a transform (the lifted
 * picture's, finger-lift.ts) makes the browser recalculate style and lay the page
 * out inside the event's handler, on a phone's slow main thread every move.
 *
 * While an element is dragged nothing on the page moves the stage but a scroll (of
 * the page or of any box around the stage), a resize, or the stage's own new size:
 * so while a hold lasts the rect is read at the first event that asks for it and
 * kept until one of those happens. Konva is adapted on the stage instance, not in
 * node_modules.
 */

type ContentPosition = ReturnType<Konva.Stage["_getContentPosition"]>;

interface Holder {
  holds: number;
  kept: ContentPosition | null;
  /** Stops listening for what moves the stage on the page (while nothing holds the rect). */
  unlisten: (() => void) | null;
}

const holders = new WeakMap<Konva.Stage, Holder>();

/** Scrolls do not bubble: listening in the capture phase on the window hears those of every box. */
const SCROLL_LISTENING = { capture: true, passive: true } as const;

/**
 * Konva's reading in one layout read: Konva divides the rect's size by the content's
 * clientWidth and clientHeight, which are the stage's own width and height (the content
 * is sized to the stage in whole px, with no border), so those two reads are left out.
 */
function measure(stage: Konva.Stage): ContentPosition {
  const rect = stage.content.getBoundingClientRect();
  return { top: rect.top, left: rect.left, scaleX: rect.width / stage.width() || 1, scaleY: rect.height / stage.height() || 1 };
}

function holderOf(stage: Konva.Stage): Holder {
  const known = holders.get(stage);
  if (known) return known;
  const holder: Holder = { holds: 0, kept: null, unlisten: null };
  const own = stage._getContentPosition;
  stage._getContentPosition = function keptContentPosition(this: Konva.Stage) {
    if (holder.holds === 0 || !this.content?.getBoundingClientRect) return own.call(this);
    holder.kept ??= measure(this);
    return holder.kept;
  };
  holders.set(stage, holder);
  return holder;
}

function listen(stage: Konva.Stage, holder: Holder) {
  const forget = () => {
    holder.kept = null;
  };
  const owner = stage.content?.ownerDocument.defaultView ?? (typeof window === "undefined" ? null : window);
  owner?.addEventListener("scroll", forget, SCROLL_LISTENING);
  owner?.addEventListener("resize", forget);
  owner?.visualViewport?.addEventListener("resize", forget);
  stage.on("widthChange.keptRect heightChange.keptRect", forget);
  holder.unlisten = () => {
    owner?.removeEventListener("scroll", forget, SCROLL_LISTENING);
    owner?.removeEventListener("resize", forget);
    owner?.visualViewport?.removeEventListener("resize", forget);
    stage.off(".keptRect");
  };
}

/**
 * Keeps the stage's rect on the page, once read, until the answer is called (a drag's
 * end); a scroll, a resize or a new stage size reads it again at the next event.
 * Holds may overlap; each answer releases its own hold once.
 */
export function holdStageRect(stage: Konva.Stage): () => void {
  const holder = holderOf(stage);
  holder.holds += 1;
  if (holder.holds === 1) listen(stage, holder);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holder.holds -= 1;
    if (holder.holds > 0) return;
    holder.kept = null;
    holder.unlisten?.();
    holder.unlisten = null;
  };
}
