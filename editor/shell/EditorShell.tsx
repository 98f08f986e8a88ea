"use client";

import { useTranslations } from "next-intl";
import { BusyOverlay } from "@/components/busy/BusyOverlay";
import { useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { Button } from "@/components/ui/Button";
import { Link } from "@/components/ui/Link";
import { DEFAULT_QUANTITY } from "@/lib/catalog/constants";
import type { CurrencyFormatter } from "@/lib/money/format";
import type { EditorParts } from "./parts";
import type { ProductFacts } from "@/lib/catalog/product-facts";
import type { EditorFlavour } from "@/lib/dielines";
import styles from "./shell.module.css";
import { useDesignOpening, type EditorOpening } from "./use-design-opening";
import { DraftNotice } from "./DraftNotice";
import { ProductKindProvider } from "./product-words";
import { Workspace } from "./Workspace";

export interface EditorShellProps {
  opening: EditorOpening;
  /** The product as the route resolved it; a saved design's product is read in the browser. */
  product: ProductFacts | null;
  formatter: CurrencyFormatter;
  parts: EditorParts;
  /** Where uploads go; the page's own /api unless a test runs the API elsewhere. */
  uploadBaseUrl?: string;
  /** The editor route: before the design is read, the product editor speaks of a design, the box editor of a box. */
  flavour?: EditorFlavour;
}

/**
 * The box editor page in the browser: opens the design the address names (with
 * the spec's busy overlays while it loads or is created), then hands it to the
 * workspace. A design the visitor may not read shows the 'box data unauthorized'
 * state; one that cannot load offers to try again.
 */
export function EditorShell({ opening, product: initialProduct, formatter, parts, uploadBaseUrl, flavour = "box" }: EditorShellProps) {
  const t = useTranslations("Editor.load");
  const tMobile = useTranslations("Editor.mobile");
  const path = useRegionPath();
  const session = useSession();
  const { state, product, retry, startFromExample } = useDesignOpening(opening, initialProduct);
  const productsLink = (
    <Link href={path("/products")} variant="primary">
      {t("products")}
    </Link>
  );

  switch (state.status) {
    case "busy":
      return (
        <div className={styles.placeholder}>
          <BusyOverlay state={state.busy} inline message={flavour === "product" && state.busy === "loadingBoxData" ? t("productLoading") : undefined} />
        </div>
      );
    case "unauthorized":
      return (
        <div className={styles.placeholder}>
          <BusyOverlay state="boxDataUnauthorized" inline message={flavour === "product" ? t("productUnauthorized") : undefined} />
          <p className={styles.placeholderAction}>
            {/* A link from the reminder mail opened where the account is not signed in (ADR 0042): signing in comes back here. */}
            {session.status === "anonymous" ? (
              <Link href={`${path("/sign_in")}?${new URLSearchParams({ redirect: `${window.location.pathname}${window.location.search}` })}`} variant="primary">
                {tMobile("signIn")}
              </Link>
            ) : (
              productsLink
            )}
          </p>
        </div>
      );
    case "notDesignable":
      return (
        <div className={styles.placeholder} role="alert">
          <p>{t("notDesignable")}</p>
          {productsLink}
        </div>
      );
    case "failed":
      return (
        <div className={styles.placeholder}>
          <p role="alert">{t(flavour === "product" ? "productFailed" : "failed")}</p>
          <Button onClick={retry}>{t("retry")}</Button>
        </div>
      );
    case "example":
      return (
        <ProductKindProvider model={state.document.model}>
          <Workspace
            key="example"
            design={null}
            document={state.document}
            access="example"
            shareToken={null}
            product={product}
            quantity={state.quantity}
            configuration={opening.configuration}
            formatter={formatter}
            parts={parts}
            uploadBaseUrl={uploadBaseUrl}
            onStartFromExample={startFromExample}
          />
        </ProductKindProvider>
      );
    case "ready":
      return (
        <ProductKindProvider model={state.design.document.model}>
          {state.resumed && opening.configuration ? <DraftNotice updatedAt={state.design.updatedAt} configuration={opening.configuration} /> : null}
          <Workspace
            key={state.design.id}
            design={state.design}
            document={state.design.document}
            access={state.design.shared ? "shared" : "owner"}
            shareToken={state.shareToken}
            product={product}
            quantity={state.design.quantity ?? (opening.kind === "new" ? opening.quantity : DEFAULT_QUANTITY)}
            configuration={opening.configuration}
            formatter={formatter}
            parts={parts}
            uploadBaseUrl={uploadBaseUrl}
          />
        </ProductKindProvider>
      );
  }
}
