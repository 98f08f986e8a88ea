"use client";

import { useTranslations } from "next-intl";
import { Modal } from "@/components/ui/Modal";
import { useKindWords, type KindWord } from "./product-words";
import styles from "./shell.module.css";

export type HelpTopic = "bestPractices" | "guidelines";

/** The points of each topic, in the order they are read; their words live in Editor.{topic}.items. */
const POINTS = {
  bestPractices: ["contrast", "safeZone", "bleed", "resolution", "fonts", "sides", "preview"],
  guidelines: ["files", "size", "colours", "bleed", "safeZone", "product", "text", "lines", "barcodes"],
} as const;

type GuidelinePoint = (typeof POINTS.guidelines)[number];

/** The points that speak of the product itself (its board, its sides, its folds): said for the product being designed. */
const PRODUCT_POINTS: Partial<Record<(typeof POINTS.bestPractices)[number], { title?: KindWord; text: KindWord }>> = {
  contrast: { text: "bestContrast" },
  fonts: { text: "bestFonts" },
  sides: { title: "bestSidesTitle", text: "bestSidesText" },
  preview: { text: "bestPreview" },
};

/**
 * The print guidelines that depend on what is printed: a box's bleed, folds and
 * board; a bag's gussets and handles; a label's or a mailer's cut edge; a
 * pattern's repeat; a can's wrap seam. "product" is the one point each kind has
 * of its own (a box's folds).
 */
const PRODUCT_GUIDELINES: Partial<Record<GuidelinePoint, { title?: KindWord; text: KindWord }>> = {
  bleed: { text: "guideBleed" },
  safeZone: { text: "guideSafeZone" },
  product: { title: "guideProductTitle", text: "guideProductText" },
  lines: { text: "guideLines" },
};

interface HelpDialogProps {
  topic: HelpTopic | null;
  onClose: () => void;
}

/** The best practices and print guidelines modals: what makes a box, or any other product, print well. */
export function HelpDialog({ topic, onClose }: HelpDialogProps) {
  const close = useTranslations("Modal")("close");
  const best = useTranslations("Editor.bestPractices");
  const guide = useTranslations("Editor.guidelines");
  const say = useKindWords();
  const title = topic === "bestPractices" ? best("title") : topic === "guidelines" ? guide("title") : "";
  return (
    <Modal open={topic !== null} onClose={onClose} title={title} closeLabel={close}>
      {topic === "bestPractices" ? (
        <>
          <p>{say("bestIntro")}</p>
          <ul className={styles.helpList}>
            {POINTS.bestPractices.map((point) => (
              <li key={point}>
                <strong>{PRODUCT_POINTS[point]?.title ? say(PRODUCT_POINTS[point].title) : best(`items.${point}.title`)}</strong>{" "}
                {PRODUCT_POINTS[point] ? say(PRODUCT_POINTS[point].text) : best(`items.${point}.text`)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {topic === "guidelines" ? (
        <>
          <p>{guide("intro")}</p>
          <ul className={styles.helpList}>
            {POINTS.guidelines.map((point) => {
              const words = PRODUCT_GUIDELINES[point];
              // "product" has no words of its own in Editor.guidelines: every kind, the box too, says it through `say`.
              const title = words?.title ? say(words.title) : guide(`items.${point as Exclude<GuidelinePoint, "product">}.title`);
              return (
                <li key={point}>
                  <strong>{title}</strong> {words ? say(words.text) : guide(`items.${point as Exclude<GuidelinePoint, "product">}.text`)}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </Modal>
  );
}
