"use client";

import { useLocale } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useApi } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { ApiError } from "@/lib/api/errors";
import type { LineConfiguration } from "@/lib/catalog/line-configuration-url";
import type { DesignDocument } from "@/lib/design";
import { createDesign, isNotTheirs, loadDesign, loadProductFacts, openDraft, type BoxDesign } from "./design-api";
import { designAddress } from "./opening";
import type { ProductFacts } from "@/lib/catalog/product-facts";

/**
 * Opening the editor: the design named in the address (the owner's, or a shared
 * one read-only), the design for a product (the draft the shopper left for it,
 * or a new one), or an example to start from. The design's id replaces the
 * product in the address, so a reload opens the same design instead of making another.
 */

/** What the route resolved and hands to the browser, with the line configuration the address carries. */
export type EditorOpening =
  | { kind: "design"; designId: number; shareToken: string | null; configuration?: LineConfiguration | null }
  /** `fresh`: a new blank design even when the shopper left a draft for this product. */
  | { kind: "new"; sku: string; quantity: number; configuration?: LineConfiguration | null; fresh?: boolean }
  | { kind: "example"; sku: string; quantity: number; document: DesignDocument; configuration?: LineConfiguration | null };

export type OpeningState =
  | { status: "busy"; busy: "loadingBoxData" | "creating" }
  /** Not the visitor's design, and no valid share link. */
  | { status: "unauthorized" }
  /** The product cannot be designed (any more). */
  | { status: "notDesignable" }
  | { status: "failed" }
  | { status: "example"; sku: string; quantity: number; document: DesignDocument }
  /** `resumed`: the draft the shopper left for this product, opened again rather than a new blank one. */
  | { status: "ready"; design: BoxDesign; shareToken: string | null; resumed?: boolean };

function initialState(opening: EditorOpening): OpeningState {
  if (opening.kind === "example") return { status: "example", sku: opening.sku, quantity: opening.quantity, document: opening.document };
  return { status: "busy", busy: opening.kind === "new" ? "creating" : "loadingBoxData" };
}

export interface DesignOpening {
  state: OpeningState;
  product: ProductFacts | null;
  /** Tries the failed step again. */
  retry(): void;
  /** Starts a design of the visitor's own from the example on screen. */
  startFromExample(): void;
}

export function useDesignOpening(opening: EditorOpening, initialProduct: ProductFacts | null): DesignOpening {
  const api = useApi();
  const session = useSession();
  const locale = useLocale();
  const [state, setState] = useState<OpeningState>(() => initialState(opening));
  const [product, setProduct] = useState<ProductFacts | null>(initialProduct);
  // Kept across React's development double effects: a second run must not create a second design.
  const started = useRef(false);
  const [attempt, setAttempt] = useState(0);

  /**
   * Creates the design (from the example on screen), or for a product opens the
   * draft the shopper left for it (a new one when there is none); what the page shows next.
   */
  const create = useCallback(
    async (input: { sku: string; quantity: number; document?: DesignDocument; fresh?: boolean }): Promise<OpeningState> => {
      try {
        const { design, resumed } =
          input.document === undefined
            ? await openDraft(api, { sku: input.sku, quantity: input.quantity, fresh: input.fresh ?? false })
            : { design: await createDesign(api, { sku: input.sku, quantity: input.quantity, document: input.document }), resumed: false };
        // The configuration stays in the address beside the design's id: a reload opens the box as configured.
        const configuration = opening.configuration?.sku === design.sku ? opening.configuration : undefined;
        window.history.replaceState(window.history.state, "", designAddress(window.location, design.id, configuration));
        return { status: "ready", design, shareToken: null, resumed };
      } catch (error) {
        const refused = error instanceof ApiError && (error.code === "unknown_sku" || error.code === "not_designable");
        return refused ? { status: "notDesignable" } : { status: "failed" };
      }
    },
    [api, opening],
  );

  /** Reads the design and, unless the route already knows it, its product; what the page shows next. */
  const load = useCallback(
    async (designId: number, shareToken: string | null): Promise<{ state: OpeningState; product?: ProductFacts | null }> => {
      try {
        const design = await loadDesign(api, designId, shareToken);
        // The product only prices and names the box: the design opens without it.
        const facts = initialProduct?.sku === design.sku ? undefined : await loadProductFacts(api, design.sku, locale).catch(() => null);
        return { state: { status: "ready", design, shareToken: design.shared ? shareToken : null }, product: facts };
      } catch (error) {
        return { state: isNotTheirs(error) ? { status: "unauthorized" } : { status: "failed" } };
      }
    },
    [api, initialProduct, locale],
  );

  const hasUser = session.user !== undefined;
  useEffect(() => {
    // Every call needs the visitor's token, which the session makes on the first visit.
    if (!hasUser || started.current || opening.kind === "example") return;
    started.current = true;
    if (opening.kind === "new") {
      void create({ sku: opening.sku, quantity: opening.quantity, fresh: opening.fresh }).then(setState);
    } else {
      void load(opening.designId, opening.shareToken).then((loaded) => {
        if (loaded.product !== undefined) setProduct(loaded.product);
        setState(loaded.state);
      });
    }
  }, [attempt, create, hasUser, load, opening]);

  const retry = useCallback(() => {
    started.current = false;
    setState(initialState(opening));
    setAttempt((count) => count + 1);
  }, [opening]);

  const startFromExample = useCallback(() => {
    if (state.status !== "example" || !hasUser) return;
    setState({ status: "busy", busy: "creating" });
    void create({ sku: state.sku, quantity: state.quantity, document: state.document }).then(setState);
  }, [create, hasUser, state]);

  // Without a session (the shop unreachable) nothing can be opened.
  const shown: OpeningState = session.status === "error" && state.status === "busy" ? { status: "failed" } : state;
  return { state: shown, product, retry, startFromExample };
}
