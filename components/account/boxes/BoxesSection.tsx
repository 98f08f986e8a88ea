"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { ShareDialog } from "@/components/designs/ShareDialog";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { EmptyState } from "@/components/ui/EmptyState";
import { Link } from "@/components/ui/Link";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import shared from "@/components/ui/shared.module.css";
import { deleteDesign, duplicateDesign, isOrdered, listDesigns, shareDesign, type SavedDesign, type ShareMail } from "./api";
import { DesignCard, type DesignAction, type EditorUrls } from "./DesignCard";
import type { ProductNames } from "./sku";
import { useDesignWords } from "./words";

export interface BoxesSectionProps {
  userId: number;
  /** The editors' addresses on the storefront's app host (spec: editor links are built there); a design opens in its product's. */
  editorUrls: EditorUrls;
  productNames: ProductNames;
}

export const boxDesignsKey = (userId: number) => ["box-designs", userId] as const;

type OpenDialog = { action: DesignAction; design: SavedDesign } | null;

/**
 * The signed-in user's saved designs from GET box_designs/mine, with sharing,
 * copying and deleting each. A copy or a deletion changes the cached list with
 * the server's answer, so the list shows what the server did without asking again.
 */
export function BoxesSection({ userId, editorUrls, productNames }: BoxesSectionProps) {
  const t = useTranslations("AccountBoxes");
  const api = useApi();
  const path = useRegionPath();
  const queryClient = useQueryClient();
  const words = useDesignWords(productNames);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const key = boxDesignsKey(userId);

  const designs = useQuery({ queryKey: key, queryFn: () => listDesigns(api), retry: 1 });

  const close = useCallback(() => setDialog(null), []);
  const openDialog = useCallback((action: DesignAction, design: SavedDesign) => {
    setNotice(null);
    setDialog({ action, design });
  }, []);
  const sharedId = dialog?.action === "share" ? dialog.design.id : null;
  const share = useCallback((mail?: ShareMail) => shareDesign(api, sharedId!, mail), [api, sharedId]);

  async function copy(design: SavedDesign) {
    const made = await duplicateDesign(api, design.id);
    // The copy is the most recently changed design, so it leads the list as the server orders it.
    queryClient.setQueryData<SavedDesign[]>(key, (list) => [made, ...(list ?? []).filter((other) => other.id !== made.id)]);
    setNotice(t("copy.done", { name: words.name(made) }));
    setDialog(null);
  }

  async function remove(design: SavedDesign) {
    await deleteDesign(api, design.id);
    queryClient.setQueryData<SavedDesign[]>(key, (list) => (list ?? []).filter((other) => other.id !== design.id));
    setNotice(t("delete.done", { name: words.name(design) }));
    setDialog(null);
  }

  if (designs.isPending) return <Loader label={t("loading")} />;
  if (designs.isError) return <LoadFailed message={t("error")} retryLabel={t("retry")} onRetry={() => void designs.refetch()} />;

  return (
    <>
      <p role="status" className={notice ? shared.notice : undefined}>
        {notice ?? ""}
      </p>
      {designs.data.length === 0 ? (
        <EmptyState id="boxes-empty" title={t("empty.title")} body={t("empty.body")}>
          <Link href={path("/products")} variant="primary">
            {t("empty.action")}
          </Link>
        </EmptyState>
      ) : (
        <ul className={shared.cards} aria-label={t("list.label")}>
          {designs.data.map((design) => (
            <DesignCard key={design.id} design={design} words={words} editorUrls={editorUrls} onAction={openDialog} />
          ))}
        </ul>
      )}

      {dialog?.action === "share" ? (
        <ShareDialog key={dialog.design.id} words="AccountBoxes.share" name={words.name(dialog.design)} share={share} onClose={close} />
      ) : null}
      {dialog?.action === "copy" ? (
        <ConfirmDialog
          title={t("copy.title")}
          question={t("copy.question", { name: words.name(dialog.design) })}
          confirmLabel={t("copy.confirm")}
          cancelLabel={t("copy.cancel")}
          action={() => copy(dialog.design)}
          errorText={() => t("copy.failed")}
          onClose={close}
        />
      ) : null}
      {dialog?.action === "delete" ? (
        <ConfirmDialog
          title={t("delete.title")}
          question={t("delete.question", { name: words.name(dialog.design) })}
          confirmLabel={t("delete.confirm")}
          cancelLabel={t("delete.cancel")}
          action={() => remove(dialog.design)}
          errorText={(error) => (isOrdered(error) ? t("delete.ordered") : t("delete.failed"))}
          onClose={close}
        />
      ) : null}
    </>
  );
}
