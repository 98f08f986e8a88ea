"use client";

import { useTranslations } from "next-intl";
import { Modal } from "@/components/ui/Modal";
import { useKindWords, type KindWord } from "./product-words";
import styles from "./shell.module.css";

export type HelpTopic = "bestPractices" | "guidelines";

/** The points of each topic, in the order they are read; their words live in Editor.{topic}.items. */
const POINTS = {
  bestPractices: ["contrast", "safeZone", "bleed", "resolution", "fonts", "sides", "preview"],
  guidelines: ["files", "size", "colours", "bleed", "safeZone", "text", "lines", "barcodes"],
} as const;

/** The points that speak of the product itself (its board, its sides, its folds): said for the product being designed. */
const PRODUCT_POINTS: Partial<Record<(typeof POINTS.bestPractices)[number], { title?: KindWord; text: KindWord }>> = {
  contrast: { text: "bestContrast" },
  fonts: { text: "bestFonts" },
  sides: { title: "bestSidesTitle", text: "bestSidesText" },
  preview: { text: "bestPreview" },
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
            {POINTS.guidelines.map((point) => (
              <li key={point}>
                <strong>{guide(`items.${point}.title`)}</strong> {guide(`items.${point}.text`)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Modal>
  );
}
