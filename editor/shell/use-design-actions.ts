"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import type { BusyState } from "@/components/busy/busy-states";
import { useApi, useRegionId, useRegionPath } from "@/components/providers/AppProviders";
import type { LineConfiguration } from "@/lib/catalog/line-configuration";
import type { Net, SideId } from "@/lib/dielines";
import { replaceDocument, type EditorStore } from "@/editor/state";
import type { Autosave } from "./autosave";
import { loadDesign, shareDesign, type BoxDesign } from "./design-api";
import { addDesignLine } from "./order";
import type { EditorParts } from "./parts";
import { uploadThumbnail } from "./thumbnail";
import { useCartErrorText } from "./use-cart-error";

interface DesignActionsInput {
  design: BoxDesign | null;
  autosave: Autosave | null;
  store: EditorStore;
  net: Net;
  /** The side the thumbnail shows. */
  thumbnailSide: SideId;
  imageUrl: (fileId: string) => string;
  parts: EditorParts;
  uploadBaseUrl?: string;
  /** Called with the quantity of a version loaded from elsewhere. */
  onQuantity: (quantity: number) => void;
}

/**
 * What the owner does with the design as a whole: save it with a fresh
 * thumbnail, put it into the cart, share it, and settle a conflict with another
 * tab. `busy` names the spec's overlay while one of them runs.
 */
export function useDesignActions({ design, autosave, store, net, thumbnailSide, imageUrl, parts, uploadBaseUrl, onQuantity }: DesignActionsInput) {
  const t = useTranslations("Editor.order");
  const api = useApi();
  const region = useRegionId();
  const router = useRouter();
  const path = useRegionPath();
  const cartErrorText = useCartErrorText();
  const [busy, setBusy] = useState<BusyState | null>(null);
  const [cartError, setCartError] = useState<string | null>(null);

  /** Exports and uploads the thumbnail; null when that fails, which never stops a save (the cart just shows no picture). */
  const thumbnail = useCallback(async (): Promise<string | null> => {
    try {
      const png = await parts.exportThumbnail(store.getState().document, net, thumbnailSide, imageUrl);
      return await uploadThumbnail(png, { region, baseUrl: uploadBaseUrl });
    } catch {
      return null;
    }
  }, [imageUrl, net, parts, region, store, thumbnailSide, uploadBaseUrl]);

  const save = useCallback(async () => {
    if (!autosave) return;
    setBusy("savingBoxDesign");
    const fileId = await thumbnail();
    await autosave.save(fileId ? { thumbnail_file_id: fileId } : {});
    setBusy(null);
  }, [autosave, thumbnail]);

  /** Saves the design as ready with its thumbnail, adds its line in its configuration to the cart (made when needed) and goes there. */
  const addToCart = useCallback(
    async (configuration: LineConfiguration) => {
      if (!autosave || !design) return;
      setCartError(null);
      setBusy("savingBoxDesign");
      const fileId = await thumbnail();
      const saved = await autosave.save({ design_status: "ready", ...(fileId ? { thumbnail_file_id: fileId } : {}) });
      if (!saved) {
        setBusy(null);
        setCartError(t("notSaved"));
        return;
      }
      setBusy("addingItemToOrder");
      try {
        await addDesignLine(api, { ...configuration, sku: design.sku }, design.id);
        // The overlay stays until the cart replaces the editor.
        router.push(path("/cart"));
      } catch (error) {
        setBusy(null);
        setCartError(cartErrorText(error));
      }
    },
    [api, autosave, cartErrorText, design, path, router, t, thumbnail],
  );

  /** A link to what is on screen: the design is saved first. */
  const share = useCallback(
    async (mail?: { email: string; locale: string; message?: string }) => {
      if (!design) throw new Error("An example has no share link until it is saved");
      await autosave?.save();
      return shareDesign(api, design.id, mail);
    },
    [api, autosave, design],
  );

  const takeTheirs = useCallback(async () => {
    if (!design || !autosave) return;
    const latest = await loadDesign(api, design.id, null);
    store.dispatch(replaceDocument(latest.document, { resetHistory: true }));
    // The store keeps its own checked copy: that copy is what is now on the server.
    await autosave.resolveConflict({ keep: "theirs", design: { ...latest, document: store.getState().document } });
    if (latest.quantity) onQuantity(latest.quantity);
  }, [api, autosave, design, onQuantity, store]);

  const keepMine = useCallback(async () => {
    if (!design || !autosave) return;
    const latest = await loadDesign(api, design.id, null);
    if (!(await autosave.resolveConflict({ keep: "mine", updatedAt: latest.updatedAt }))) throw new Error("The design could not be saved");
  }, [api, autosave, design]);

  return { busy, cartError, save, addToCart, share, takeTheirs, keepMine };
}
