import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ImageElement, QrElement } from "@/lib/design";
import en from "@/messages/en-US.json";
import {
  designAnswer,
  editorRoutes,
  fakeShop,
  fileRecord,
  openSavedDesign,
  renderEditor,
  SAVED_AT,
  savedDesign,
  sentDocument,
  setUpEditorTests,
  uploadApi,
} from "./testing";

/** Uploads name their layer after the file, "Replace image" swaps the picture in place, and the toolbar adds QR codes. */

setUpEditorTests();

describe("pictures and QR codes in the editor", () => {
  it("names an upload's layer after its file, and replaces the picture in its place as one undo step", async () => {
    const shop = fakeShop({ ...editorRoutes, "GET box_designs/5": { body: designAnswer() }, "PUT box_designs/5": savedDesign({ updated_at: SAVED_AT }) });
    const records = [
      fileRecord({ id: "logo-1", original_name: "summer logo.png", width: 400, height: 200 }),
      fileRecord({ id: "logo-2", original_name: "winter.png", width: 300, height: 300 }),
    ];
    const api = await uploadApi(shop, () => ({ status: 201, body: records.shift()! }));
    try {
      const { container } = await renderEditor({ kind: "design", designId: 5, shareToken: null }, { uploadBaseUrl: api.baseUrl });
      await screen.findByTestId("editor-shell");
      const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
      await userEvent.upload(input, new File(["\x89PNG"], "summer logo.png", { type: "image/png" }));
      const layers = await screen.findByRole("heading", { name: en.Editor.layers.title });
      const list = within(layers.closest("section")!);
      await userEvent.click(await list.findByRole("button", { name: "summer logo.png" }));
      await waitFor(() => expect(shop.to("PUT", "box_designs/5").length).toBeGreaterThan(0));
      const first = sentDocument(shop.to("PUT", "box_designs/5").at(-1)!.body).sides.front!.elements[0] as ImageElement;

      const saves = shop.to("PUT", "box_designs/5").length;
      await userEvent.click(screen.getByRole("button", { name: en.Editor.properties.replaceImage }));
      await userEvent.upload(input, new File(["\x89PNG"], "winter.png", { type: "image/png" }));
      expect(await list.findByRole("button", { name: "winter.png" })).toBeInTheDocument();
      await waitFor(() => expect(shop.to("PUT", "box_designs/5").length).toBeGreaterThan(saves));
      const elements = sentDocument(shop.to("PUT", "box_designs/5").at(-1)!.body).sides.front!.elements as ImageElement[];
      expect(elements).toHaveLength(1);
      expect(elements[0]).toMatchObject({
        id: first.id,
        fileId: "logo-2",
        name: "winter.png",
        x: first.x,
        y: first.y,
        width: first.width,
        height: first.height,
      });
      // A square picture in a 2:1 box: its middle half, not squashed.
      expect(elements[0]!.crop).toEqual({ x: 0, y: 0.25, width: 1, height: 0.5 });

      // One undo takes the old picture back.
      await userEvent.click(screen.getByRole("button", { name: en.Editor.toolbar.undo }));
      expect(await list.findByRole("button", { name: "summer logo.png" })).toBeInTheDocument();
    } finally {
      await api.close();
    }
  });

  it("adds a QR code from the toolbar, named by what it holds", async () => {
    const { shop } = await openSavedDesign({ routes: { "PUT box_designs/5": savedDesign({ updated_at: SAVED_AT }) } });
    await userEvent.click(screen.getByRole("button", { name: en.Editor.qr.add }));
    expect(await screen.findByRole("button", { name: `QR code: ${en.Editor.qr.sample}` })).toBeInTheDocument();
    const data = screen.getByLabelText(en.Editor.qr.data);
    expect(data).toHaveValue(en.Editor.qr.sample);
    // Ready for the shopper's own address: focused with the example selected, typing replaces it.
    expect(data).toHaveFocus();
    await userEvent.keyboard("https://soap.example");
    await userEvent.tab();
    expect(await screen.findByRole("button", { name: "QR code: https://soap.example" })).toBeInTheDocument();
    const savedCode = () =>
      shop
        .to("PUT", "box_designs/5")
        .flatMap((request) => sentDocument(request.body).sides.front?.elements ?? [])
        .find((element): element is QrElement => element.type === "qr");
    await waitFor(() => expect(savedCode()).toBeDefined(), { timeout: 4000 });
    const code = savedCode()!;
    expect(code).toMatchObject({ type: "qr", color: "#000000", background: "#ffffff" });
    expect(code.width).toBe(code.height);
  });
});
