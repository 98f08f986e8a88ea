"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { Modal } from "@/components/ui/Modal";
import type { SideId } from "@/lib/design";
import type { SideCheck, WarningKind } from "@/editor/state";
import styles from "./shell.module.css";

/** The sides the print check found something on, each with its findings; the rest left out. */
export function openFindings(checks: readonly SideCheck[]): SideCheck[] {
  return checks.filter((check) => check.warnings.length > 0);
}

/** How many things the print check found, over every side. */
export function findingCount(checks: readonly SideCheck[]): number {
  return checks.reduce((sum, check) => sum + check.warnings.length, 0);
}

interface PreflightDialogProps {
  /** The sides with findings (openFindings); the dialog is shown while there are any and the shopper asked for the cart. */
  findings: readonly SideCheck[];
  sideName: (side: SideId) => string;
  /** The cart's line is this design's: the way on says "Update cart anyway". */
  inCart: boolean;
  /** Closes the dialog and shows the check. */
  onReview: () => void;
  /** Closes the dialog and puts the design into the cart as it is. */
  onAddAnyway: () => void;
  onClose: () => void;
}

/**
 * Asked before a design with open print-check findings goes into the cart: how many things to check,
 * in short by side, and the choice between looking at them and ordering as it is. A design the check
 * has nothing against goes into the cart without it.
 */
export function PreflightDialog({ findings, sideName, inCart, onReview, onAddAnyway, onClose }: PreflightDialogProps) {
  const t = useTranslations("Editor.preflight");
  const closeLabel = useTranslations("Modal")("close");
  const count = findingCount(findings);
  return (
    <Modal open onClose={onClose} title={t("title")} closeLabel={closeLabel}>
      <p>{t("intro", { count })}</p>
      <ul className={styles.preflightList} data-testid="preflight-findings">
        {findings.map(({ side, warnings }) => (
          <li key={side}>
            {t("side", {
              side: sideName(side),
              things: kindsOf(warnings)
                .map((kind) => t(`kinds.${kind}`))
                .join(", "),
            })}
          </li>
        ))}
      </ul>
      <div className={styles.preflightActions}>
        <Button onClick={onReview}>{t("review")}</Button>
        <Button variant="secondary" onClick={onAddAnyway}>
          {t(inCart ? "updateAnyway" : "addAnyway")}
        </Button>
      </div>
    </Modal>
  );
}

/** Each kind of finding once, in the order the check found them. */
function kindsOf(warnings: SideCheck["warnings"]): WarningKind[] {
  return [...new Set(warnings.map((warning) => warning.kind))];
}
