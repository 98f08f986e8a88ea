import type { ReactNode } from "react";
import drawn from "./drawn.module.css";

/**
 * The chosen size's dieline, to design in one's own tools (the same net the editor and
 * the print use). Each catalogue size's links are drawn where the page is rendered (on
 * the server) and handed to the configurator as elements, like the size guides
 * (./size-guides): the island shows the chosen size's, so the links' code is not in the
 * product page's first load. A size of the shopper's own gets its links from the chunk
 * that follows the first load (./after-first-load), with the custom size fields.
 */
export interface DielineDownload {
  /** v2/dielines with the storefront's region and language; the sku and format are added. */
  url: string;
  words: { label: string; pdf: string; svg: string };
}

export interface DielineOffer {
  /** For a size of the shopper's own. */
  download: DielineDownload;
  /** Each catalogue size's links, by sku. */
  drawn: Record<string, ReactNode>;
}

export function DielineLinks({ dieline, sku }: { dieline: DielineDownload; sku: string }) {
  const link = (format: "pdf" | "svg") => `${dieline.url}${dieline.url.includes("?") ? "&" : "?"}${new URLSearchParams({ sku, format }).toString()}`;
  return (
    <p className={drawn.dieline} data-testid="dieline-download">
      <span>{dieline.words.label}</span>{" "}
      <a href={link("pdf")} download aria-label={dieline.words.pdf}>
        PDF
      </a>{" "}
      ·{" "}
      <a href={link("svg")} download aria-label={dieline.words.svg}>
        SVG
      </a>
    </p>
  );
}

/** The links of the sizes offered, each by its sku. */
export function drawnDielineLinks(skus: readonly string[], download: DielineDownload): DielineOffer {
  return { download, drawn: Object.fromEntries(skus.map((sku) => [sku, <DielineLinks key={sku} dieline={download} sku={sku} />])) };
}
