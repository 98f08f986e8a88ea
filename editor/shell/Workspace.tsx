"use client";

import { useTranslations } from "next-intl";
import { Suspense, useCallback, useDeferredValue, useId, useMemo, useRef, useState, type DragEvent, type ReactNode } from "react";
import { BusyOverlay } from "@/components/busy/BusyOverlay";
import { useApi } from "@/components/providers/AppProviders";
import { ShareDialog } from "@/components/designs/ShareDialog";
import { Button } from "@/components/ui/Button";
import { Loader } from "@/components/ui/Loader";
import { QUANTITY_STEPS } from "@/lib/catalog/constants";
import type { LineConfiguration } from "@/lib/catalog/line-configuration";
import { printsInside } from "@/lib/catalog/print-inside";
import { saleUnitOf } from "@/lib/catalog/sale-units";
import { hasInsideArtwork, type DesignDocument, type DesignElement, type Shape, type SideId } from "@/lib/design";
import { buildNet, editorFlavourOf, isInsideSide, printableSides, sheetNet, sheetOf } from "@/lib/dielines";
import type { CurrencyFormatter } from "@/lib/money/format";
import { productColours } from "@/editor/preview3d/board-colours";
import { folds } from "@/editor/preview3d/scene-kind";
import {
  addElement,
  canRedo,
  canUndo,
  colourLimitFor,
  createEditorState,
  createSideChecks,
  createEditorStore,
  duplicateElements,
  removeElements,
  setBackground,
  sideOf,
  updateElement,
  useEditorStore,
  type DesignWarning,
  type EditorState,
} from "@/editor/state";
import { ArrangePanel } from "./ArrangePanel";
import { CheckPanel } from "./CheckPanel";
import { ColourSwatches } from "./ColourSwatches";
import { ConflictDialog } from "./ConflictDialog";
import { remindOnDesktop, type BoxDesign } from "./design-api";
import { DesktopReminder } from "./DesktopReminder";
import { EditorBar, type EditorMode, type ViewMode } from "./EditorBar";
import { newImage, newQr, newShape, newText, placeNew, sideSize } from "./elements";
import { replacePatch } from "./image-tools";
import { configuredAddress } from "./opening";
import { HelpDialog, type HelpTopic } from "./HelpDialogs";
import { ImageUpload, type ImageUploadHandle, type UploadedImage } from "./ImageUpload";
import { LayersPanel } from "./LayersPanel";
import { workspaceLayout } from "./layout";
import { MobileSheet, type SheetSection } from "./MobileSheet";
import { OrderPanel } from "./OrderPanel";
import { OrderSummary } from "./OrderSummary";
import { DownloadsPanel } from "./DownloadsPanel";
import { saveFile } from "./downloads";
import type { EditorParts, PngExporter } from "./parts";
import { PatternSheet } from "./PatternSheet";
import { findingCount, openFindings, PreflightDialog } from "./PreflightDialog";
import { productKind, useKindWords, useProductWords } from "./product-words";
import type { ProductFacts } from "@/lib/catalog/product-facts";
import { PropertiesPanel } from "./PropertiesPanel";
import { QualityDialog } from "./QualityDialog";
import { readOnlyStore } from "./read-only-store";
import styles from "./shell.module.css";
import { newLibraryShape } from "./shape-library";
import { ShapesPanel } from "./ShapesPanel";
import { sideGroups } from "./side-groups";
import { SideTabs } from "./SideTabs";
import { TemplatesPanel } from "./TemplatesPanel";
import { Toolbar } from "./Toolbar";
import { useAutosave } from "./use-autosave";
import { useDesignInCart } from "./use-cart-line";
import { useDesignActions } from "./use-design-actions";
import { useIdlePreload } from "./use-idle-preload";
import { useImageFacts } from "./use-image-facts";
import { useShortcuts } from "./use-shortcuts";
import { useSmallScreen } from "./use-small-screen";

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

const NO_WARNINGS: readonly DesignWarning[] = [];
const NO_ELSEWHERE: readonly { side: SideId; count: number }[] = [];

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
  // The line as it will be ordered; every change is written to the address beside design_id, so a reload keeps it.
  const [configuration, setConfiguration] = useState<LineConfiguration | null>(() => startingConfiguration(product, initialQuantity, arrivedWith));
  // The inside is designed where the line's print mode prints it (ADR 0039); a design that already has inside
  // artwork shows it whatever the mode, so nothing of it is hidden (the owner is told it will not be printed).
  const insidePrinted = printsInside(configuration?.printMode);
  const [hadInside] = useState(() => hasInsideArtwork(initialDocument));
  const sides = useMemo(() => printableSides(net, { inside: insidePrinted || hadInside }), [net, insidePrinted, hadInside]);
  const groups = useMemo(() => sideGroups(net, sides), [net, sides]);
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
  // Only the owner has panels beside the canvas (tools, layers, the order); a shared view or an example is the canvas alone.
  const small = useSmallScreen();
  const layout = workspaceLayout({ editable, panels: owner, small });
  const mobile = layout === "mobile";
  // The owner's phone keeps its foot (the order in short above the bar) in preview as in editing: switching
  // to Preview used to move the price and the cart button up into the editor bar (finding C11 of the second walk).
  const phoneFoot = small && owner;
  const [toolSheet, setToolSheet] = useState<SheetSection | null>(null);
  useShortcuts(store, editable);
  // The 3D view's code loads while the 2D editor is idle, so the first switch to 3D does not wait for it.
  useIdlePreload(parts.preloadPreview3D, editorMode === "2d");
  const previewStore = useMemo(() => readOnlyStore(store), [store]);

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
  /** The picture the next upload replaces, set by the properties panel's "Replace image". */
  const replacing = useRef<{ side: SideId; id: string } | null>(null);
  const pickImage = (target: { side: SideId; id: string } | null) => {
    replacing.current = target;
    upload.current?.pick();
  };
  const [uploading, setUploading] = useState(false);
  const [snapping, setSnapping] = useState(true);

  // The print check (ADR 0041): the line's print mode limits colours (monochrome, eco), the uploads' facts give the dpi.
  const colourLimit = colourLimitFor(configuration?.printMode ?? product?.printModes?.[0]);
  const images = useImageFacts(api, document, owner);
  const rememberImage = images.remember;

  const content = sideOf(document, side);
  const selected = content.elements.filter((element) => selection.includes(element.id));
  const size = useMemo(() => sideSize(net, side), [net, side]);
  const add = (element: DesignElement) => {
    // A step off the centre when something already sits there, so the new element is not hidden under it.
    store.dispatch(addElement(side, placeNew(element, content.elements, size, net.safeZone)));
    // On a phone the sheet would hide the new element, which lands in the middle of the side.
    setToolSheet(null);
  };
  const imageFacts = images.facts;
  // Every printable side is checked, so the panel can point to the sides still to look at. Only a side whose
  // content changed is judged again (the store keeps every other side's object), and the check follows the
  // document a step behind: a press or a drop paints first, the warnings come in the render after it.
  const [sideChecks] = useState(createSideChecks);
  const checkedDocument = useDeferredValue(document);
  const checks = useMemo(
    // The owner's design is checked in the preview too: the way into the cart asks about what the check found.
    () => (owner ? sideChecks.check(checkedDocument, sides, { net, images: imageFacts, colourLimit }) : []),
    [owner, sideChecks, sides, net, checkedDocument, imageFacts, colourLimit],
  );
  // The elements the warnings were found on: the panel names them as they were checked.
  const checkedElements = sideOf(checkedDocument, side).elements;
  const warnings = useMemo(() => (editable ? (checks.find((check) => check.side === side)?.warnings ?? NO_WARNINGS) : NO_WARNINGS), [editable, checks, side]);
  const findings = useMemo(() => openFindings(checks), [checks]);
  const findingsCount = findingCount(findings);
  const elsewhereKey = checks
    .filter((check) => check.side !== side && check.warnings.length > 0)
    .map((check) => `${check.side}:${check.warnings.length}`)
    .join(" ");
  // Kept while the other sides' counts stay the same, so the check panel need not render again.
  const elsewhere = useMemo(
    () =>
      elsewhereKey === ""
        ? NO_ELSEWHERE
        : elsewhereKey.split(" ").map((entry) => {
            const [each, count] = entry.split(":") as [SideId, string];
            return { side: each, count: Number(count) };
          }),
    [elsewhereKey],
  );
  const warnedIds = useMemo(() => [...new Set(warnings.flatMap((warning) => (warning.elementId === null ? [] : [warning.elementId])))], [warnings]);

  const onImageUploaded = useCallback(
    (image: UploadedImage) => {
      if (image.previewUrl) localImages.current.set(image.fileId, image.previewUrl);
      rememberImage(image.fileId, image.facts);
      const state = store.getState();
      // A picture picked through "Replace image" takes that picture's place (one undo step); any other is added.
      const target = replacing.current;
      replacing.current = null;
      const replaced = target ? sideOf(state.document, target.side).elements.find((element) => element.id === target.id) : undefined;
      if (target && replaced?.type === "image") store.dispatch(updateElement(target.side, target.id, replacePatch(replaced, image)));
      else {
        const room = sideSize(net, state.side);
        store.dispatch(addElement(state.side, placeNew(newImage(room, image.fileId, image), sideOf(state.document, state.side).elements, room, net.safeZone)));
      }
      setToolSheet(null);
      // Saved at once: the picture is served through the saved design, to the 3D preview and to share links.
      void autosave?.save();
    },
    [autosave, net, store, rememberImage],
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
    replacing.current = null;
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

  const sideNameOf = useCallback((each: SideId) => tSides(each), [tSides]);
  const words = useProductWords(net);
  const say = useKindWords(productKind(net.model));
  const sideName = words.sides[side] ?? tSides(side);
  const canvasMode = viewMode === "preview" || netView ? "net" : "side";
  // The flat view shows the face of the board the current side is printed on: the back, mirrored, for most inside sides.
  const sheet = sheetOf(net, side);
  const shownNet = canvasMode === "net" ? sheetNet(net, sheet) : net;
  const insideLeftOut = owner && configuration !== null && !insidePrinted && hasInsideArtwork(document);
  const colours = productColours(product);
  const Canvas = parts.Canvas;
  const Preview3D = parts.Preview3D;
  const saveState = snapshot?.state ?? null;
  // The order in short, always in view: in the bar on a desktop, at the foot of a phone's screen.
  const inCart = useDesignInCart(owner ? design.id : null, owner && product ? sku : null);
  // With open print-check findings the shopper is asked first (finding B6): the check may be out of sight, on a phone in a closed sheet.
  const [askingFirst, setAskingFirst] = useState(false);
  const addToCart = () => {
    if (findingsCount > 0) setAskingFirst(true);
    else void actions.addToCart(configuration!);
  };
  /** Closes the question and shows the check, on the side with findings (the one on screen if it has any). */
  function reviewFindings() {
    setAskingFirst(false);
    setViewMode("edit");
    const first = findings.find((check) => check.side === side) ?? findings[0];
    if (first && first.side !== side) store.dispatch({ type: "setSide", side: first.side });
    if (mobile) setToolSheet("layers");
    else window.requestAnimationFrame(() => window.document.querySelector('[data-testid="check-panel"]')?.scrollIntoView?.({ block: "nearest" }));
  }
  const summary =
    owner && product && configuration ? (
      <OrderSummary
        configuration={configuration}
        saleUnit={saleUnitOf(product.slug)}
        formatter={formatter}
        onAddToCart={addToCart}
        busy={busy !== null}
        inCart={inCart}
        error={actions.cartError}
      />
    ) : null;

  // The parts, placed by the layout: beside the canvas on a desktop, in the bottom sheet on a phone.
  const sideTabs = (
    <SideTabs
      sides={sides}
      groups={groups}
      current={side}
      onSelect={(next) => store.dispatch({ type: "setSide", side: next })}
      panelId={canvasAreaId}
      names={words.sides}
    />
  );
  const toolbar = editable ? (
    <Toolbar
      canUndo={undoable}
      canRedo={redoable}
      hasSelection={selected.length > 0}
      canRemove={selected.some((element) => !element.locked)}
      uploading={uploading}
      onAddText={() => add(newText(size, t("toolbar.newText")))}
      onAddShape={(shape: Shape) => add(newShape(size, shape))}
      onPickImage={() => pickImage(null)}
      onAddQr={() => add(newQr(size, t("qr.sample")))}
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
  ) : null;
  const shapes = editable ? <ShapesPanel model={document.model} onAdd={(item, name) => add(newLibraryShape(size, item, name))} /> : null;
  const background = editable ? (
    <ColourSwatches
      label={t("background.label", { side: sideName })}
      noneLabel={say("bare")}
      value={content.background}
      onChange={(colour) => store.dispatch(setBackground(side, colour))}
    />
  ) : null;
  // The view switches: above the canvas on a desktop; on a phone under it, beside the zoom, so the canvas starts right under the bar (ADR 0050).
  const netToggle = editable ? (
    <label className={styles.netToggle}>
      <input type="checkbox" checked={netView} onChange={(event) => setNetView(event.target.checked)} />
      {words.netView ?? say("netView")}
    </label>
  ) : null;
  const mockupError = (
    <p role="alert" className={styles.error}>
      {t("downloads.mockupFailed")}
    </p>
  );
  const previewActions = (
    <>
      {folds(net) ? (
        <Button size="small" variant="secondary" onClick={() => setFolded((value) => !value)}>
          {/* A bag or a mailer is not a box: its fold shows the product flat or made up. */}
          {editorFlavourOf(initialDocument.model) === "box" ? t(folded ? "modes.unfold" : "modes.fold") : t(folded ? "modes.showFlat" : "modes.showFolded")}
        </Button>
      ) : null}
      <Button size="small" variant="text" onClick={() => void saveMockup()}>
        {t("downloads.mockup")}
      </Button>
    </>
  );
  const properties = editable ? (
    <PropertiesPanel store={store} side={side} selected={selected} sideSize={size} onReplaceImage={(id) => pickImage({ side, id })} />
  ) : null;
  const layers = editable ? <LayersPanel store={store} side={side} elements={content.elements} selection={selection} /> : null;
  const arrange = editable ? <ArrangePanel store={store} sideBox={size} snapping={snapping} onSnapping={setSnapping} /> : null;
  const check = editable ? (
    <CheckPanel store={store} elements={checkedElements} warnings={warnings} colourLimit={colourLimit} elsewhere={elsewhere} sideName={sideNameOf} />
  ) : null;

  return (
    <div
      className={styles.shell}
      data-testid="editor-shell"
      data-layout={layout}
      data-view-mode={viewMode}
      data-editor-mode={editorMode}
      data-phone-foot={phoneFoot || undefined}
    >
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
        order={phoneFoot ? null : summary}
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
      {/* On a phone the side tabs are in the tool sheet, so the canvas comes first (in preview too). */}
      {phoneFoot ? null : sideTabs}

      <div className={styles.body} data-layout={layout} data-testid="editor-body">
        {editable && !mobile ? (
          <div className={styles.leftColumn}>
            {toolbar}
            {shapes}
            {background}
            <TemplatesPanel store={store} document={document} />
          </div>
        ) : null}

        <div
          id={canvasAreaId}
          role={mobile ? undefined : "tabpanel"}
          aria-labelledby={mobile ? undefined : `side-tab-${side}`}
          className={styles.stageArea}
          data-testid="editor-stage-area"
          onDragOver={(event) => {
            if (editable && event.dataTransfer.types.includes("Files")) event.preventDefault();
          }}
          onDrop={onDrop}
        >
          {/* The 2D canvas stays mounted, hidden, while the 3D preview shows: taking its hundreds of nodes down
              and up again made the switch to 3D and back wait for them (docs/performance.md). */}
          <div className={styles.canvasArea} data-testid="editor-canvas" style={editorMode === "2d" ? undefined : { display: "none" }}>
            {mobile ? null : netToggle}
            {net.repeat && canvasMode === "net" ? (
              <PatternSheet net={net} document={document} imageUrl={imageUrl} exportTile={parts.exportThumbnail} label={words.sheetLabel ?? ""} />
            ) : (
              <Canvas
                store={editable ? store : previewStore}
                net={shownNet}
                mode={canvasMode}
                sides={sides}
                imageUrl={imageUrl}
                label={canvasMode === "net" ? (sheet === "inside" ? tSides("insideSheet") : say("netLabel")) : t("canvas.label", { side: sideName })}
                snapping={snapping}
                warnedIds={warnedIds}
              />
            )}
            {mobile && netToggle ? phoneViewControls(netToggle) : null}
            {canvasMode === "net" && sheet === "inside" ? (
              <p className={styles.hint} data-testid="inside-sheet-hint">
                {tSides("insideSheetHint")}
              </p>
            ) : null}
            {editable && words.tileHint && canvasMode === "side" ? <p className={styles.hint}>{words.tileHint}</p> : null}
            {editable && !mobile ? <p className={styles.hint}>{say("dropHint", { side: sideName })}</p> : null}
          </div>
          {editorMode === "3d" ? (
            <div className={styles.previewArea} data-testid="editor-3d">
              {mobile ? null : <div className={styles.previewActions}>{previewActions}</div>}
              {mockupFailed && !mobile ? mockupError : null}
              <Suspense fallback={<Loader label={t("modes.loading3d")} />}>
                <Preview3D
                  net={net}
                  document={document}
                  imageUrl={imageUrl}
                  folded={folded}
                  sides={sides}
                  open={isInsideSide(side)}
                  boardColour={colours?.board}
                  insideColour={colours?.inside}
                  label={say("preview3d")}
                  webglUnavailable={tPreview("webglUnavailable")}
                  exporter={preview3d}
                />
              </Suspense>
              {mobile ? phoneViewControls(previewActions) : null}
              {mockupFailed && mobile ? mockupError : null}
            </div>
          ) : null}
          {editable ? (
            <ImageUpload
              ref={upload}
              onUploaded={onImageUploaded}
              onActiveChange={setUploading}
              baseUrl={uploadBaseUrl}
              maxColours={colourLimit ?? undefined}
              showAccepted={!mobile}
            />
          ) : null}
        </div>

        {owner ? (
          <div className={styles.rightColumn}>
            {insideLeftOut ? (
              <p className={styles.notice} role="note" data-testid="inside-not-printed">
                {tSides("insideNotPrinted")}
              </p>
            ) : null}
            {editable && !mobile ? (
              <>
                {properties}
                {arrange}
                {check}
                {layers}
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
                onAddToCart={addToCart}
                error={actions.cartError}
                busy={busy !== null}
                inside={document.inside}
                sizeLine={words.size}
                inCart={inCart}
              />
            ) : null}
            {owner && !product ? <p className={styles.hint}>{t("order.notSold")}</p> : null}
            {sku ? <DownloadsPanel sku={sku} designId={design ? design.id : null} saveFirst={autosave ? () => autosave.save() : undefined} /> : null}
          </div>
        ) : null}
      </div>

      {phoneFoot && !mobile ? (
        // Preview on a phone: nothing to edit, so only the sides to look at (where there is more than one) beside the order in short.
        <MobileSheet
          sections={sides.length > 1 ? { sides: sideTabs } : {}}
          notes={{ sides: sideName }}
          open={toolSheet === "sides" ? toolSheet : null}
          onOpen={setToolSheet}
          summary={summary}
          stageId={canvasAreaId}
        />
      ) : null}
      {mobile ? (
        <MobileSheet
          sections={{
            add: (
              <>
                {toolbar}
                {/* Which files an upload takes, beside the upload button rather than alone under the canvas. */}
                {editable ? <p className={styles.hint}>{t("upload.accepted")}</p> : null}
                {shapes}
                {background}
                <TemplatesPanel store={store} document={document} />
              </>
            ),
            selection: (
              <>
                {properties}
                {arrange}
              </>
            ),
            layers: (
              <>
                {check}
                {layers}
              </>
            ),
            // One side (a pattern's tile) leaves nothing to choose: no sides button, as on the desktop's one tab.
            ...(sides.length > 1 ? { sides: sideTabs } : {}),
          }}
          notes={{ sides: sideName }}
          badges={findingsCount > 0 ? { layers: { count: findingsCount, label: t("preflight.badge", { count: findingsCount }) } } : undefined}
          open={toolSheet}
          onOpen={setToolSheet}
          summary={summary}
          stageId={canvasAreaId}
        />
      ) : null}
      {owner || access === "example" ? (
        <DesktopReminder
          send={({ email, locale }) =>
            remindOnDesktop(api, { email, locale, sku: design?.sku ?? product?.sku ?? "", quantity, ...(design ? { design_id: design.id } : {}) })
          }
        />
      ) : null}

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
      {askingFirst && findingsCount > 0 ? (
        <PreflightDialog
          findings={findings}
          sideName={(each) => words.sides[each] ?? tSides(each)}
          inCart={inCart}
          onReview={reviewFindings}
          onAddAnyway={() => {
            setAskingFirst(false);
            void actions.addToCart(configuration!);
          }}
          onClose={() => setAskingFirst(false)}
        />
      ) : null}
      <ConflictDialog
        open={saveState === "conflict" && !conflictDismissed}
        onClose={() => setConflictDismissed(true)}
        onTakeTheirs={actions.takeTheirs}
        onKeepMine={actions.keepMine}
      />
      {busy ? <BusyOverlay state={busy} message={busy === "savingBoxDesign" ? say("saving") : undefined} /> : null}
    </div>
  );
}

/** A phone's view switches, in one row under the canvas (or the 3D view) where its zoom is. */
function phoneViewControls(controls: ReactNode) {
  return (
    <div className={styles.viewControls} data-testid="view-controls">
      {controls}
    </div>
  );
}
