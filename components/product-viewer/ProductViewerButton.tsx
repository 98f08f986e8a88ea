"use client";

/**
 * components/product-viewer: "View in 3D" on the product page (docs/adr/0060-product-viewer.md).
 *
 * Owns the button that opens the live 3D viewer, the viewer dialog itself
 * (ProductViewerDialog: the product folded from its own net, in the size and
 * material the configurator has in the page's address, unprinted, turned by
 * drag or buttons, its lid opened and shut and the box unfolded with the
 * editor's fold animation), the mapping from the address's line configuration
 * to what is shown (viewer-subject.ts) and the server-side slot the page places
 * under its gallery (ProductViewerSlot: which products have a 3D model, and the
 * words). The scene is the editor's (editor/preview3d): nothing is drawn here.
 *
 * three.js, @react-three/fiber and drei stay out of the product page's first
 * load: this module imports none of them, and the dialog (which does) is loaded
 * with a dynamic import when the shopper presses the button, not before
 * (first-load.test.ts walks the page's static imports to keep it so).
 */
import { type ComponentType, useEffect, useRef, useState } from "react";
import type { ProductViewerDialogProps } from "./ProductViewerDialog";
import type { ViewerProduct } from "./viewer-product";
import type { ProductViewerWords } from "./words";
import styles from "./product-viewer.module.css";

export type ViewerModule = { default: ComponentType<ProductViewerDialogProps> };

/** The viewer's code, fetched only when asked for. */
export const loadViewer = (): Promise<ViewerModule> => import("./ProductViewerDialog");

export interface ProductViewerButtonProps {
  product: ViewerProduct;
  /** The product's name, for the dialog's title. */
  name: string;
  words: ProductViewerWords;
  /** How the viewer's code is fetched; loadViewer unless a test watches it. */
  load?: () => Promise<ViewerModule>;
}

type State = "closed" | "loading" | "open" | "failed";

export function ProductViewerButton({ product, name, words, load = loadViewer }: ProductViewerButtonProps) {
  const [state, setState] = useState<State>("closed");
  const [Viewer, setViewer] = useState<ComponentType<ProductViewerDialogProps> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  // Set when the viewer closes, so focus goes back to the button once the dialog has left the page.
  const returnFocus = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (state === "closed" && returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [state]);

  const press = () => {
    if (Viewer) {
      setState("open");
      return;
    }
    if (state === "loading") return;
    setState("loading");
    load().then(
      (module) => {
        if (!mounted.current) return;
        setViewer(() => module.default);
        setState("open");
      },
      () => {
        if (mounted.current) setState("failed");
      },
    );
  };

  const close = () => {
    returnFocus.current = true;
    setState("closed");
  };

  return (
    <div className={styles.slot}>
      <button
        ref={button}
        type="button"
        className={styles.open}
        onClick={press}
        aria-busy={state === "loading"}
        aria-haspopup="dialog"
        data-testid="view-in-3d"
      >
        <CubeIcon />
        {words.open}
      </button>
      <p className={styles.status} role="status">
        {state === "loading" ? words.loading : state === "failed" ? words.loadFailed : ""}
      </p>
      {state === "open" && Viewer && <Viewer product={product} name={name} words={words} onClose={close} />}
    </div>
  );
}

function CubeIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    >
      <path d="M12 2.8 20 7.2v9.6l-8 4.4-8-4.4V7.2z" />
      <path d="M4 7.2 12 11.6l8-4.4M12 11.6v9.6" />
    </svg>
  );
}
