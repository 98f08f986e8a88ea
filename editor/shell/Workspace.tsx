"use client";

import { useTranslations } from "next-intl";
import { Suspense, useCallback, useId, useMemo, useRef, useState, type DragEvent } from "react";
import { BusyOverlay } from "@/components/busy/BusyOverlay";
import { useApi } from "@/components/providers/AppProviders";
import { ShareDialog } from "@/components/designs/ShareDialog";
import { Button } from "@/components/ui/Button";
import { Loader } from "@/components/ui/Loader";
import { QUANTITY_STEPS } from "@/lib/catalog/constants";
import type { LineConfiguration } from "@/lib/catalog/line-configuration";
import type { DesignDocument, DesignElement, Shape } from "@/lib/design";
import { buildNet, printableSides } from "@/lib/dielines";
import type { CurrencyFormatter } from "@/lib/money/format";
import { productColours } from "@/editor/preview3d/board-colours";
import { folds } from "@/editor/preview3d/scene-kind";
import {
  addElement,
  canRedo,
  canUndo,
  createEditorState,
  createEditorStore,
  duplicateElements,
  removeElements,
  setBackground,
  sideOf,
  useEditorStore,
  type EditorState,
} from "@/editor/state";
import { ColourSwatches } from "./ColourSwatches";
import { ConflictDialog } from "./ConflictDialog";
import { remindOnDesktop, type BoxDesign } from "./design-api";
import { DesktopReminder } from "./DesktopReminder";
import { EditorBar, type EditorMode, type ViewMode } from "./EditorBar";
import { newImage, newShape, newText, sideSize } from "./elements";
import { configuredAddress } from "./opening";
import { HelpDialog, type HelpTopic } from "./HelpDialogs";
import { ImageUpload, type ImageUploadHandle, type UploadedImage } from "./ImageUpload";
import { LayersPanel } from "./LayersPanel";
import { OrderPanel } from "./OrderPanel";
import { DownloadsPanel } from "./DownloadsPanel";
import { saveFile } from "./downloads";
import type { EditorParts, PngExporter } from "./parts";
import { PatternSheet } from "./PatternSheet";
import { useProductWords } from "./product-words";
import type { ProductFacts } from "@/lib/catalog/product-facts";
import { PropertiesPanel } from "./PropertiesPanel";
import { QualityDialog } from "./QualityDialog";
import { readOnlyStore } from "./read-only-store";
import styles from "./shell.module.css";
import { SideTabs } from "./SideTabs";
import { Toolbar } from "./Toolbar";
import { useAutosave } from "./use-autosave";
import { useDesignActions } from "./use-design-actions";
import { useShortcuts } from "./use-shortcuts";

/** Who is looking: the owner edits; a share-link reader and an example's visitor only look. */
export type Access = "owner" | "shared" | "example";

export interface WorkspaceProps {
  /** Null for an example, which is not saved anywhere yet. */
  design: BoxDesign | null;
  document: DesignDocument;
  access: Access;
  shareToken: string | null;
  product: ProductFacts | null;
  quantity: number;
  /** The line configuration the address carried for this design's sku (product page choices), if any. */
  configuration?: LineConfiguration | null;
  formatter: CurrencyFormatter;
  parts: EditorParts;
  /** For an example: makes it the visitor's own design. */
  onStartFromExample?: () => void;
  /** Where uploads go; the page's own /api unless a test runs the API elsewhere. */
  uploadBaseUrl?: string;
}

const selectSide = (state: EditorState) => state.side;
const selectDocument = (state: EditorState) => state.document;
const selectSelection = (state: EditorState) => state.selection;
const selectCanUndo = (state: EditorState) => canUndo(state);
const selectCanRedo = (state: EditorState) => canRedo(state);

/** The owner's uploads are served through the design, share-link readers with the link's token. */
function assetUrl(designId: number, fileId: string, shareToken: string | null): string {
  const query = shareToken ? `?share_token=${encodeURIComponent(shareToken)}` : "";
  return `/api/box_designs/${designId}/assets/${encodeURIComponent(fileId)}/original_limited${query}`;
}

/** The line the design is ordered as: the configuration the shopper arrived with, else the product's defaults. */
function startingConfiguration(product: ProductFacts | null, quantity: number, arrived: LineConfiguration | null | undefined): LineConfiguration | null {
  if (!product) return null;
  if (arrived && arrived.sku === product.sku) return { ...arrived, printQuality: arrived.printQuality ?? product.printQualities[0] };
  return { sku: product.sku, quantity, printQuality: product.printQualities[0], express: false, paidAssets: [] };
}

function quantityChoices(current: number): number[] {
  return [...new Set<number>([...QUANTITY_STEPS, current])].sort((a, b) => a - b);
}

/** The editor around one design: side tabs, tools, canvas or 3D preview, panels, saving and the way into the cart. */
export function Workspace(props: WorkspaceProps) {
  const {
    design,
    document: initialDocument,
    access,
    shareToken,
    product,
    quantity: initialQuantity,
    formatter,
    parts,
    onStartFromExample,
    uploadBaseUrl,
  } = props;
  const arrivedWith = props.configuration;
  const t = useTranslations("Editor");
  const tSides = useTranslations("Editor.sides");
  const tPreview = useTranslations("EditorPreview");
  const api = useApi();
  const canvasAreaId = useId();

  const net = useMemo(() => buildNet(initialDocument.model, initialDocument.inside), [initialDocument.model, initialDocument.inside]);
  const sides = useMemo(() => printableSides(net), [net]);
  const [store] = useState(() => createEditorStore(createEditorState(initialDocument, sides.includes("front") ? "front" : sides[0])));
  const side = useEditorStore(store, selectSide);
  const document = useEditorStore(store, selectDocument);
  const selection = useEditorStore(store, selectSelection);
  const undoable = useEditorStore(store, selectCanUndo);
  const redoable = useEditorStore(store, selectCanRedo);

  const owner = access === "owner" && design !== null;
  const { autosave, snapshot } = useAutosave(store, owner ? design : null);
  const [viewMode, setViewMode] = useState<ViewMode>(owner ? "edit" : "preview");
  const [editorMode, setEditorMode] = useState<EditorMode>("2d");
  const [netView, setNetView] = useState(false);
  const preview3d = useRef<PngExporter>(null);
  const [mockupFailed, setMockupFailed] = useState(false);
  const [folded, setFolded] = useState(true);
  const editable = owner && viewMode === "edit";
  useShortcuts(store, editable);
  const previewStore = useMemo(() => readOnlyStore(store), [store]);

  // The line as it will be ordered; every change is written to the address beside design_id, so a reload keeps it.
  const [configuration, setConfiguration] = useState<LineConfiguration | null>(() => startingConfiguration(product, initialQuantity, arrivedWith));
  const quantity = configuration?.quantity ?? initialQuantity;
  function configure(change: Partial<LineConfiguration>) {
    if (!configuration) return;
    const next = { ...configuration, ...change };
    setConfiguration(next);
    window.history.replaceState(window.history.state, "", configuredAddress(window.location, next));
  }
  const [dialog, setDialog] = useState<"share" | "quality" | HelpTopic | null>(null);
  const [conflictDismissed, setConflictDismissed] = useState(false);

  // Pictures uploaded in this visit are shown from the browser's copy until the design that names them is saved.
  const localImages = useRef(new Map<string, string>());
  const designId = design?.id ?? null;
  const imageUrl = useCallback(
    (fileId: string) => localImages.current.get(fileId) ?? (designId === null ? "" : assetUrl(designId, fileId, shareToken)),
    [designId, shareToken],
  );
  const upload = useRef<ImageUploadHandle>(null);
  const [uploading, setUploading] = useState(false);

  const content = sideOf(document, side);
  const selected = content.elements.filter((element) => selection.includes(element.id));
  const size = sideSize(net, side);
  const add = (element: DesignElement) => store.dispatch(addElement(side, element));

  const onImageUploaded = useCallback(
    (image: UploadedImage) => {
      if (image.previewUrl) localImages.current.set(image.fileId, image.previewUrl);
      const state = store.getState();
      store.dispatch(addElement(state.side, newImage(sideSize(net, state.side), image.fileId, image)));
      // Saved at once: the picture is served through the saved design, to the 3D preview and to share links.
      void autosave?.save();
    },
    [autosave, net, store],
  );

  const actions = useDesignActions({
    design,
    autosave,
    store,
    net,
    thumbnailSide: sides.includes("front") ? "front" : sides[0]!,
    imageUrl,
    parts,
    uploadBaseUrl,
    onQuantity: (next: number) => configure({ quantity: next }),
  });
  const busy = actions.busy;

  function changeQuantity(next: number) {
    configure({ quantity: next });
    autosave?.edit({ quantity: next });
  }

  function showPreview(preview: boolean) {
    if (preview) store.dispatch({ type: "clearSelection" });
    setViewMode(preview ? "preview" : "edit");
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    if (!editable) return;
    const file = event.dataTransfer.files[0];
    if (!file) return;
    event.preventDefault();
    upload.current?.start(file);
  }

  const sku = design?.sku ?? product?.sku ?? null;
  /** The 3D view as the shopper sees it, saved as a picture (for a presentation, a shop listing, a colleague). */
  async function saveMockup() {
    setMockupFailed(false);
    try {
      const png = await preview3d.current?.exportPng();
      if (!png) throw new Error("The 3D view has not drawn yet");
      saveFile(png, `${sku ?? "box"}-mockup.png`);
    } catch {
      setMockupFailed(true);
    }
  }

  const words = useProductWords(net);
  const sideName = words.sides[side] ?? tSides(side);
  const canvasMode = viewMode === "preview" || netView ? "net" : "side";
  const colours = productColours(product);
  const Canvas = parts.Canvas;
  const Preview3D = parts.Preview3D;
  const saveState = snapshot?.state ?? null;

  return (
    <div className={styles.shell} data-testid="editor-shell" data-view-mode={viewMode} data-editor-mode={editorMode}>
      <EditorBar
        title={product?.name ?? null}
        inside={document.inside}
        sizeLine={words.size}
        owner={owner}
        viewMode={viewMode}
        onViewMode={(mode) => showPreview(mode === "preview")}
        editorMode={editorMode}
        onEditorMode={setEditorMode}
        saveState={snapshot?.state ?? null}
        savedAt={snapshot?.savedAt ?? null}
        onRetrySave={() => void autosave?.save()}
        onResolveConflict={() => setConflictDismissed(false)}
        onSave={() => void actions.save()}
        saving={busy !== null}
        onShare={() => setDialog("share")}
        onHelp={setDialog}
      />

      {access === "shared" ? (
        <p className={styles.notice} role="note" data-testid="shared-notice">
          {t("shared.notice")}
        </p>
      ) : null}
      {access === "example" ? (
        <div className={styles.notice} role="note">
          <p>{t("example.notice")}</p>
          <Button onClick={onStartFromExample}>{t("example.start")}</Button>
        </div>
      ) : null}
      {owner || access === "example" ? (
        <DesktopReminder send={({ email, locale }) => remindOnDesktop(api, { email, locale, sku: design?.sku ?? product?.sku ?? "", quantity })} />
      ) : null}

      <SideTabs sides={sides} current={side} onSelect={(next) => store.dispatch({ type: "setSide", side: next })} panelId={canvasAreaId} names={words.sides} />

      <div className={styles.body}>
        {editable ? (
          <div className={styles.leftColumn}>
            <Toolbar
              canUndo={undoable}
              canRedo={redoable}
              hasSelection={selected.length > 0}
              canRemove={selected.some((element) => !element.locked)}
              uploading={uploading}
              onAddText={() => add(newText(size, t("toolbar.newText")))}
              onAddShape={(shape: Shape) => add(newShape(size, shape))}
              onPickImage={() => upload.current?.pick()}
              onUndo={() => store.dispatch({ type: "undo" })}
              onRedo={() => store.dispatch({ type: "redo" })}
              onDuplicate={() => store.dispatch(duplicateElements(side, selection))}
              onRemove={() =>
                store.dispatch(
                  removeElements(
                    side,
                    selected.filter((element) => !element.locked).map((element) => element.id),
                  ),
                )
              }
            />
            <ColourSwatches
              label={t("background.label", { side: sideName })}
              noneLabel={t("background.none")}
              value={content.background}
              onChange={(colour) => store.dispatch(setBackground(side, colour))}
            />
          </div>
        ) : null}

        <div
          id={canvasAreaId}
          role="tabpanel"
          aria-labelledby={`side-tab-${side}`}
          className={styles.stageArea}
          onDragOver={(event) => {
            if (editable && event.dataTransfer.types.includes("Files")) event.preventDefault();
          }}
          onDrop={onDrop}
        >
          {editorMode === "2d" ? (
            <div className={styles.canvasArea} data-testid="editor-canvas">
              {editable ? (
                <label className={styles.netToggle}>
                  <input type="checkbox" checked={netView} onChange={(event) => setNetView(event.target.checked)} />
                  {words.netView ?? t("modes.netView")}
                </label>
              ) : null}
              {net.repeat && canvasMode === "net" ? (
                <PatternSheet net={net} document={document} imageUrl={imageUrl} exportTile={parts.exportThumbnail} label={words.sheetLabel ?? ""} />
              ) : (
                <Canvas
                  store={editable ? store : previewStore}
                  net={net}
                  mode={canvasMode}
                  imageUrl={imageUrl}
                  label={canvasMode === "net" ? t("canvas.netLabel") : t("canvas.label", { side: sideName })}
                />
              )}
              {editable && words.tileHint && canvasMode === "side" ? <p className={styles.hint}>{words.tileHint}</p> : null}
              {editable ? <p className={styles.hint}>{t("canvas.dropHint", { side: sideName })}</p> : null}
            </div>
          ) : (
            <div className={styles.previewArea} data-testid="editor-3d">
              <div className={styles.previewActions}>
                {folds(net) ? (
                  <Button size="small" variant="secondary" onClick={() => setFolded((value) => !value)}>
                    {folded ? t("modes.unfold") : t("modes.fold")}
                  </Button>
                ) : null}
                <Button size="small" variant="text" onClick={() => void saveMockup()}>
                  {t("downloads.mockup")}
                </Button>
              </div>
              {mockupFailed ? (
                <p role="alert" className={styles.error}>
                  {t("downloads.mockupFailed")}
                </p>
              ) : null}
              <Suspense fallback={<Loader label={t("modes.loading3d")} />}>
                <Preview3D
                  net={net}
                  document={document}
                  imageUrl={imageUrl}
                  folded={folded}
                  boardColour={colours?.board}
                  insideColour={colours?.inside}
                  label={tPreview("label")}
                  webglUnavailable={tPreview("webglUnavailable")}
                  exporter={preview3d}
                />
              </Suspense>
            </div>
          )}
          {editable ? <ImageUpload ref={upload} onUploaded={onImageUploaded} onActiveChange={setUploading} baseUrl={uploadBaseUrl} /> : null}
        </div>

        <div className={styles.rightColumn}>
          {editable ? (
            <>
              <PropertiesPanel store={store} side={side} selected={selected} />
              <LayersPanel store={store} side={side} elements={content.elements} selection={selection} />
            </>
          ) : null}
          {owner && product && configuration ? (
            <OrderPanel
              product={product}
              configuration={configuration}
              quantities={quantityChoices(quantity)}
              onQuantity={changeQuantity}
              onChangeQuality={() => setDialog("quality")}
              formatter={formatter}
              onAddToCart={() => void actions.addToCart(configuration)}
              error={actions.cartError}
              busy={busy !== null}
            />
          ) : null}
          {owner && !product ? <p className={styles.hint}>{t("order.notSold")}</p> : null}
          {sku ? <DownloadsPanel sku={sku} designId={owner && design ? design.id : null} saveFirst={autosave ? () => autosave.save() : undefined} /> : null}
        </div>
      </div>

      {owner ? <ShareDialog open={dialog === "share"} words="Editor.share" onClose={() => setDialog(null)} share={actions.share} /> : null}
      {product && configuration ? (
        <QualityDialog
          open={dialog === "quality"}
          onClose={() => setDialog(null)}
          product={product}
          configuration={configuration}
          value={configuration.printQuality ?? product.printQualities[0]!}
          onChange={(printQuality) => configure({ printQuality })}
          formatter={formatter}
        />
      ) : null}
      <HelpDialog topic={dialog === "bestPractices" || dialog === "guidelines" ? dialog : null} onClose={() => setDialog(null)} />
      <ConflictDialog
        open={saveState === "conflict" && !conflictDismissed}
        onClose={() => setConflictDismissed(true)}
        onTakeTheirs={actions.takeTheirs}
        onKeepMine={actions.keepMine}
      />
      {busy ? <BusyOverlay state={busy} /> : null}
    </div>
  );
}
