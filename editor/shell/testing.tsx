import { screen } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { useImperativeHandle, type ComponentProps } from "react";
import type { Schema } from "@/lib/api/contract";
import type { LineConfiguration } from "@/lib/catalog/line-configuration";
import { emptyDesign, type DesignDocument } from "@/lib/design";
import type { Dimensions } from "@/lib/dielines";
import type { Locale } from "@/lib/i18n/locales";
import type { CurrencyFormatter } from "@/lib/money/format";
import type { RegionId } from "@/regions/schema";
import { renderInStorefront } from "@/test/render";
import { startUploadStandIn } from "@/test/upload-stand-in";
import { currentUser, storeToken } from "@/test/users";
import type { EditorBar } from "./EditorBar";
import { EditorShell } from "./EditorShell";
import type { CanvasPartProps, EditorParts, Preview3DPartProps } from "./parts";
import type { ProductFacts } from "@/lib/catalog/product-facts";
import type { EditorOpening } from "./use-design-opening";
import { useEditorStore, type EditorState } from "@/editor/state";

/**
 * Test helpers for the editor shell: a fake shop API behind `fetch` (the network
 * boundary; the shell, the editor state and the API client above it are real),
 * light stand-ins for the Konva canvas and the WebGL preview, and rendering in
 * the storefront's providers with a router that records where it was sent.
 */

export interface SentRequest {
  method: string;
  /** Without /api/, e.g. 'box_designs/5'. */
  path: string;
  query: URLSearchParams;
  /** JSON bodies parsed; multipart bodies as their FormData. */
  body: unknown;
  headers: Headers;
  /** Sent as a request that may outlive the page. */
  keepalive?: boolean;
}

export interface Answer {
  status?: number;
  body: unknown;
}

type Route = Answer | ((request: SentRequest) => Answer | Promise<Answer>);

export const refusal = (status: number, code: string, details: unknown = null): Answer => ({
  status,
  body: { error: { code, message: "English text for developers", details } },
});

/** Stubs fetch with answers by 'METHOD path'; unknown routes answer 404. */
export function fakeShop(routes: Record<string, Route>) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://shop.test");
    const body = init?.body;
    const request: SentRequest = {
      method: init?.method ?? "GET",
      path: url.pathname.replace(/^\/api\//, ""),
      query: url.searchParams,
      body: typeof body === "string" ? JSON.parse(body) : body,
      headers: new Headers(init?.headers),
      keepalive: init?.keepalive,
    };
    sent.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const answer = !route ? refusal(404, "not_found") : typeof route === "function" ? await route(request) : route;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetch);
  return {
    sent,
    to: (method: string, path: string) => sent.filter((request) => request.method === method && request.path === path),
    /** Every request after the session's own, as 'METHOD path'. */
    calls: () => sent.filter((request) => request.path !== "users/current").map((request) => `${request.method} ${request.path}`),
  };
}

/**
 * Uploads go through XMLHttpRequest, which the fake shop's fetch does not see: a
 * stand-in serves POST /api/files on loopback (test/upload-stand-in.ts) and each
 * upload joins the fake shop's list, so the order of all calls shows.
 */
export async function uploadApi(shop: ReturnType<typeof fakeShop>, answer: (body: string) => Answer) {
  const standIn = await startUploadStandIn((body, upload) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(upload.headers)) if (typeof value === "string") headers.set(name, value);
    shop.sent.push({ method: "POST", path: upload.url.replace(/^\/api\//, ""), query: new URLSearchParams(), body, headers });
    const reply = answer(body);
    return { status: reply.status ?? 201, body: reply.body };
  });
  return { baseUrl: standIn.baseUrl, close: standIn.close };
}

/** A file record as POST files answers it. */
export function fileRecord(change: Record<string, unknown> = {}) {
  return {
    id: "file-1",
    purpose: "design",
    original_name: "logo.png",
    content_type: "image/png",
    byte_size: 4,
    width: 400,
    height: 200,
    colours: 3,
    colours_more_than: false,
    variants: { original_limited: "/api/files/file-1/original_limited", thumbnail: "/api/files/file-1/thumbnail" },
    created_at: "2026-03-01T10:00:00.000Z",
    ...change,
  };
}

export const visitor = currentUser();

export const SKU = "mailer-box-full-color-200x150x70";
export const INSIDE = { length: 200, width: 150, height: 70 };

export const product: ProductFacts = {
  sku: SKU,
  slug: "mailer-box-full-color",
  name: "Full-colour mailer boxes",
  sizeCode: "200x150x70",
  inside: INSIDE,
  printQualities: ["standard", "hd-plus", "hd-plus-glossy"],
  material: "cardboard-white-one-side",
};

/** The catalogue API's record of the product above. */
export const productRecord: Schema<"Product"> = {
  id: 5,
  slug: product.slug,
  translatedName: { "en-US": product.name, "pl-PL": "Pełnokolorowe pudełka fasonowe" },
  categories: ["mailer-boxes"],
  sku_model: "mailer-box",
  designless: false,
  options: {
    materials: ["cardboard-white-one-side"],
    print_modes: [],
    finishes: [],
    print_qualities: ["standard", "hd-plus", "hd-plus-glossy"],
    express_production: true,
  },
  variants: [
    {
      id: 1,
      sku: SKU,
      external_pim_id: "PIM-005-02",
      name: "x",
      size: { length: 200, width: 150, height: 70, unit: "mm", length_mm: 200, width_mm: 150, height_mm: 70 },
      size_type: "internal",
      product_type: product.slug,
      key_visual_image: "/x.svg",
    },
  ],
};

export const blankDocument: DesignDocument = emptyDesign("mailer-box", INSIDE);

/** A box design as the designs API answers it. */
export function designAnswer(change: Partial<Schema<"BoxDesign">> = {}): Schema<"BoxDesign"> {
  return {
    id: 5,
    name: "Mailer",
    sku: SKU,
    quantity: 60,
    design_status: "draft",
    thumbnail_url: null,
    document: blankDocument,
    document_version: 2,
    shared: false,
    created_at: "2026-03-01T09:00:00.000Z",
    updated_at: "2026-03-01T10:00:00.000Z",
    thumbnail_file_id: null,
    has_share_link: false,
    ...change,
  };
}

/**
 * The fake shop's quote of a configured line (GET prices/line_item). Its gross
 * total is on purpose not the gross piece price times the quantity: the editor
 * must show the server's figure. 300 cents a piece net (250 from 60 pieces), 40
 * more in HD+, 80 in HD+ glossy, 90 with express, and 2,900 a line for the FSC
 * certificate; VAT 23% on the line, rounded once.
 */
export function lineQuoteAnswer(request: SentRequest): Answer {
  const query = request.query;
  const quality = query.get("print_quality") ?? "standard";
  const surcharge = (quality === "hd-plus" ? 40 : quality === "hd-plus-glossy" ? 80 : 0) + (query.get("express") === "1" ? 90 : 0);
  const asset = query.get("paid_assets") === "service-fsc-certificate" ? 2900 : 0;
  const row = (quantity: number) => {
    const unit = (quantity >= 60 ? 250 : 300) + surcharge;
    const total = unit * quantity + asset;
    const vat = Math.round((total * 23) / 100);
    return { quantity, unit_price: unit, unit_price_with_vat: Math.round(unit * 1.23), total, vat, total_with_vat: total + vat };
  };
  const quantity = Number(query.get("quantity"));
  const quote: Schema<"LineQuote"> = {
    price_list: null,
    sku: query.get("sku") ?? SKU,
    currency: "EUR",
    price_display: "gross",
    vat_rate: 23,
    tier_start: quantity >= 60 ? 60 : 30,
    ...row(quantity),
    ladder: [30, 60, 120, 500].map(row),
  };
  return { body: quote };
}

/** The routes every editor needs: the visitor, the product and its prices. */
export const editorRoutes: Record<string, Route> = {
  "GET users/current": { body: visitor },
  [`GET products/${SKU}`]: { body: productRecord },
  "GET prices/line_item": lineQuoteAnswer,
};

const selectSide = (state: EditorState) => state.side;
const selectDocument = (state: EditorState) => state.document;

/** Stands in for the Konva canvas: the side, the mode, and each element as a line of text. */
function FakeCanvas({ store, mode, label, snapping, warnedIds, sides }: CanvasPartProps) {
  const side = useEditorStore(store, selectSide);
  const document = useEditorStore(store, selectDocument);
  const elements = document.sides[side]?.elements ?? [];
  return (
    <div
      data-testid="design-canvas"
      data-mode={mode}
      data-side={side}
      data-sides={sides?.join(" ")}
      data-snapping={snapping !== false}
      data-warned={(warnedIds ?? []).join(" ")}
      aria-label={label}
      role="application"
    >
      <ul>
        {elements.map((element) => (
          <li key={element.id} data-testid="canvas-element">
            {element.type === "text"
              ? element.text
              : element.type === "shape"
                ? element.shape
                : element.type === "qr"
                  ? `qr ${element.data}`
                  : `image ${element.fileId}`}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A picture of the fake 3D view, as BoxPreview3D's exportPng answers. */
export const FAKE_MOCKUP_PNG = "data:image/png;base64,iVBORw0KGgo=";

function FakePreview3D({ folded, open, sides, label, exporter }: Preview3DPartProps) {
  useImperativeHandle(exporter, () => ({ exportPng: async () => FAKE_MOCKUP_PNG }), []);
  return <div data-testid="box-preview-3d" data-folded={folded} data-open={Boolean(open)} data-sides={sides.join(" ")} aria-label={label} />;
}

export function fakeParts(): EditorParts & { exports: { side: string }[] } {
  const exports: { side: string }[] = [];
  return {
    Canvas: FakeCanvas,
    Preview3D: FakePreview3D,
    exports,
    async exportThumbnail(_document, _net, side) {
      exports.push({ side });
      return new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" });
    },
  };
}

export const signIn = () => storeToken(visitor);

export const euro: CurrencyFormatter = { thousandSeparator: ",", decimalSeparator: ".", currencySign: "€", currencyPosition: "left" };

export async function renderEditor(
  opening: EditorOpening,
  options: {
    product?: ProductFacts | null;
    locale?: Locale;
    regionId?: RegionId;
    parts?: EditorParts;
    uploadBaseUrl?: string;
    flavour?: ComponentProps<typeof EditorShell>["flavour"];
  } = {},
) {
  const parts = options.parts ?? fakeParts();
  const rendered = await renderInStorefront(
    <EditorShell
      opening={opening}
      product={options.product === undefined ? product : options.product}
      formatter={euro}
      parts={parts}
      uploadBaseUrl={options.uploadBaseUrl}
      flavour={options.flavour}
    />,
    options,
  );
  return { ...rendered, parts };
}

/** The address of the saved design most tests open (designAnswer's id). */
export const DESIGN_ADDRESS = "/box/design?design_id=5";

/**
 * The frame of every test file that opens the editor: before each test the
 * visitor is signed in and the browser is at `address` (null: each test goes
 * where it needs), and React's and the canvas's console noise is muted; after
 * each, the fake shop, spies, fake timers and what the editor kept in the
 * browser's storage are put back.
 */
export function setUpEditorTests({ address = DESIGN_ADDRESS }: { address?: string | null } = {}) {
  beforeEach(() => {
    signIn();
    if (address !== null) window.history.replaceState(null, "", address);
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });
}

/** A phone: the spec's mobile breakpoint (max-width 767 px) matches. */
export function onPhone() {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(max-width: 767px)",
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** The facts of a product other than the mailer above (a bag, a pattern, a can): its name is its slug unless given. */
export function productFacts(sku: string, slug: string, inside: Dimensions, change: Partial<ProductFacts> = {}): ProductFacts {
  return { sku, slug, name: slug, sizeCode: sku.slice(slug.length + 1), inside, printQualities: ["standard"], material: null, ...change };
}

/** The document a save sent (the body of PUT box_designs/{id}). */
export const sentDocument = (body: unknown) => (body as { box_design: { document: DesignDocument } }).box_design.document;

/** When the fake shop's saves land: a minute after the design was loaded. */
export const SAVED_AT = "2026-03-01T10:01:00.000Z";

/** PUT box_designs/5 as the shop answers it: the design with the document that was sent, and `change`. */
export const savedDesign =
  (change: Partial<Schema<"BoxDesign">> = {}): Route =>
  ({ body }) => ({ body: designAnswer({ document: sentDocument(body), ...change }) });

/**
 * Opens the saved design 5, as its owner or through a share link (`shareToken`):
 * the fake shop answers it as `design` (designAnswer's changes) beside the
 * editor's own routes and `routes`, and the editor is rendered with the line's
 * configuration and the render options; waits for the workspace.
 */
export async function openSavedDesign(
  options: {
    design?: Partial<Schema<"BoxDesign">>;
    routes?: Record<string, Route>;
    configuration?: LineConfiguration | null;
    shareToken?: string | null;
  } & Parameters<typeof renderEditor>[1] = {},
) {
  const { design, routes, configuration, shareToken = null, ...renderOptions } = options;
  const shop = fakeShop({ ...editorRoutes, "GET box_designs/5": { body: designAnswer(design) }, ...routes });
  const rendered = await renderEditor({ kind: "design", designId: 5, shareToken, ...(configuration === undefined ? {} : { configuration }) }, renderOptions);
  await screen.findByTestId("editor-shell");
  return { shop, ...rendered };
}

const noop = () => undefined;

/** The editor bar of a visitor's mailer in 2D editing, nothing saved from here; `change` sets what a test is about. */
export function editorBarProps(change: Partial<ComponentProps<typeof EditorBar>> = {}): ComponentProps<typeof EditorBar> {
  return {
    title: product.name,
    inside: INSIDE,
    owner: false,
    viewMode: "edit",
    onViewMode: noop,
    editorMode: "2d",
    onEditorMode: noop,
    saveState: null,
    onRetrySave: noop,
    onResolveConflict: noop,
    onSave: noop,
    saving: false,
    onShare: noop,
    onHelp: noop,
    ...change,
  };
}
