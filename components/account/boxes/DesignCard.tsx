"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Link } from "@/components/ui/Link";
import shared from "@/components/ui/shared.module.css";
import { editorFlavourOf, type EditorFlavour } from "@/lib/dielines/editors";
import { modelForProduct } from "@/lib/dielines/sku";
import type { SavedDesign } from "./api";
import styles from "./boxes.module.css";
import { skuParts } from "./sku";
import type { DesignWords } from "./words";

export type DesignAction = "share" | "copy" | "delete";

/** Each editor's address (ADR 0037): the box editor and the product editor. */
export type EditorUrls = Readonly<Record<EditorFlavour, string>>;

/**
 * The editor a design is made in, from its sku's product: the products designed in
 * the product editor are known by their slug (lib/dielines MODEL_BY_PRODUCT_SLUG);
 * anything else, a box or a product gone from the catalogue, opens in the box editor.
 */
export function editorOfSku(sku: string): EditorFlavour {
  const { slug } = skuParts(sku);
  const model = slug ? modelForProduct({ slug, skuModel: null }) : null;
  return model ? editorFlavourOf(model) : "box";
}

interface DesignCardProps {
  design: SavedDesign;
  words: DesignWords;
  /** The editors' addresses on the storefront's app host; the design is opened with ?design_id= in its product's. */
  editorUrls: EditorUrls;
  onAction(action: DesignAction, design: SavedDesign): void;
}

/** One saved design: its thumbnail, name, box, size and quantity, when it last changed, its status, and what can be done with it. */
export function DesignCard({ design, words, editorUrls, onAction }: DesignCardProps) {
  const t = useTranslations("AccountBoxes");
  const name = words.name(design);
  const facts = [design.name.trim() ? words.product(design) : null, words.size(design), words.quantity(design)].filter(Boolean).join(" · ");

  return (
    <li className={shared.card} data-testid="design-row">
      <Thumbnail key={design.thumbnailUrl} url={design.thumbnailUrl} alt={t("card.thumbnail", { name })} />
      <div className={styles.body}>
        <div className={styles.heading}>
          <h3>{name}</h3>
          <span className={styles.status} data-status={design.status}>
            {words.status(design)}
          </span>
        </div>
        {facts ? <p className={styles.facts}>{facts}</p> : null}
        <p className={styles.facts}>{t("card.changed", { date: words.changed(design) })}</p>
        <div className={styles.actions} role="group" aria-label={t("card.actions", { name })}>
          <Link href={`${editorUrls[editorOfSku(design.sku)]}?${new URLSearchParams({ design_id: String(design.id) })}`} variant="primary" size="small">
            {t("card.open")}
          </Link>
          <Button variant="secondary" size="small" onClick={() => onAction("share", design)}>
            {t("card.share")}
          </Button>
          <Button variant="secondary" size="small" onClick={() => onAction("copy", design)}>
            {t("card.copy")}
          </Button>
          <Button variant="text" size="small" onClick={() => onAction("delete", design)}>
            {t("card.delete")}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The design's picture from the designs API (the token cookie lets the owner's <img> load it), or a placeholder. */
function Thumbnail({ url, alt }: { url: string | null; alt: string }) {
  const t = useTranslations("AccountBoxes.card");
  const [failed, setFailed] = useState(false);
  return (
    <div className={shared.thumbnail}>
      {url && !failed ? (
        // eslint-disable-next-line @next/next/no-img-element -- the API's own picture, read with the owner's cookie; the image optimizer would fetch it without one
        <img src={url} alt={alt} loading="lazy" width={320} height={240} onError={() => setFailed(true)} />
      ) : (
        <span>{t("noThumbnail")}</span>
      )}
    </div>
  );
}
