"use client";

import type Konva from "konva";
import { useTranslations } from "next-intl";
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from "react";
import { MAX_TEXT_LENGTH, letterSpacingMm, type SideId, type TextElement } from "@/lib/design";
import { updateElement, type EditorStore } from "@/editor/state";
import { fontFamilyFor, fontStyleFor } from "./element-shapes";
import { withFittedHeight, type TextRoom } from "./text-fit";
import { SELECTION } from "./theme";
import type { Viewport } from "./viewport";
import { useHiddenNode } from "./use-hidden-node";

export const TEXT_EDITOR_TEST_ID = "text-in-place";

interface TextEditOverlayProps {
  store: EditorStore;
  side: SideId;
  element: TextElement;
  /** Finds the element's Konva node: hidden while its words are edited over it, and used to measure them. */
  findNode: (id: string) => Konva.Text | null;
  /** The stage's view (mm to CSS px), so the words sit exactly over the text at any zoom. */
  view: Viewport;
  /** The side's upright size: a sentence typed widens the box within it, as typing in the properties panel does. */
  room?: TextRoom;
  onClose: () => void;
}

/**
 * A text edited where it stands: a textarea laid over the Konva text in the same
 * font, size, colour, alignment, letter spacing, rotation and zoom. Each change
 * goes into the design as it is typed (so the properties panel follows), its box
 * first widened about its centre and then refitted to its lines by the same rule
 * as the panel's Text field (`withFittedHeight`), and the whole visit is one undo step. Escape, Ctrl+Enter
 * (Cmd+Enter) or leaving the field finish editing and keep the words, as design
 * tools do (ADR 0049; Undo brings the old words back).
 */
export function TextEditOverlay({ store, side, element, findNode, view, room, onClose }: TextEditOverlayProps) {
  const t = useTranslations("Editor.properties");
  const [value, setValue] = useState(element.text);
  const field = useRef<HTMLTextAreaElement>(null);
  const done = useRef(false);

  // The canvas's own text would show through (and twice) while the field holds the words.
  useHiddenNode(findNode, element.id);

  useEffect(() => {
    const textarea = field.current;
    // Every keystroke of this visit is one undo step, closed when editing finishes.
    done.current = false;
    store.dispatch({ type: "beginGesture" });
    if (textarea) {
      textarea.focus({ preventScroll: true });
      textarea.select();
    }
    return () => {
      if (!done.current) store.dispatch({ type: "endGesture" });
      done.current = true;
    };
  }, [store]);

  // The field grows with the lines typed into it, as the box does.
  const baseHeight = Math.max(element.height, element.fontSize * element.lineHeight) * view.scale;
  useLayoutEffect(() => {
    const textarea = field.current;
    if (!textarea) return;
    textarea.style.height = `${baseHeight}px`;
    if (textarea.scrollHeight > baseHeight) textarea.style.height = `${textarea.scrollHeight}px`;
  }, [value, baseHeight]);

  const type = (text: string) => {
    setValue(text);
    // `element` is the design's text as it stands now: the box only widens over a visit, as it does in the panel.
    store.dispatch(updateElement(side, element.id, withFittedHeight(element, { text }, room)));
  };

  const finish = () => {
    if (done.current) return;
    done.current = true;
    store.dispatch({ type: "endGesture" });
    onClose();
  };

  const scale = view.scale;
  const style: CSSProperties = {
    position: "absolute",
    left: view.x + element.x * scale,
    top: view.y + element.y * scale,
    width: element.width * scale,
    transform: element.rotation ? `rotate(${element.rotation}deg)` : undefined,
    transformOrigin: "0 0",
    margin: 0,
    padding: 0,
    border: "none",
    outline: `1px dashed ${SELECTION}`,
    background: "transparent",
    resize: "none",
    overflow: "hidden",
    whiteSpace: "pre-wrap",
    overflowWrap: "break-word",
    fontFamily: fontFamilyFor(element.fontId),
    fontSize: `${element.fontSize * scale}px`,
    fontWeight: element.fontWeight,
    fontStyle: element.italic ? "italic" : "normal",
    lineHeight: element.lineHeight,
    letterSpacing: `${letterSpacingMm(element) * scale}px`,
    textAlign: element.align,
    color: element.color,
    opacity: element.opacity,
    zIndex: 2,
  };

  return (
    <textarea
      ref={field}
      data-testid={TEXT_EDITOR_TEST_ID}
      data-font-style={fontStyleFor(element)}
      aria-label={t("text")}
      value={value}
      maxLength={MAX_TEXT_LENGTH}
      spellCheck
      style={style}
      // The canvas below takes presses for selection and focus: a press in the field stays in the field.
      onMouseDown={(event) => event.stopPropagation()}
      onChange={(event) => type(event.target.value)}
      onKeyDown={(event) => {
        event.stopPropagation();
        // Escape finishes too and keeps the words (ADR 0049): losing typing to a key pressed to be done cost shoppers their words.
        if (event.key === "Escape" || (event.key === "Enter" && (event.ctrlKey || event.metaKey))) {
          event.preventDefault();
          finish();
        }
      }}
      onBlur={finish}
    />
  );
}
