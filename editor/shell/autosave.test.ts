import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { emptyDesign, type DesignDocument } from "@/lib/design";
import { AUTOSAVE_DELAY_MS, Autosave } from "./autosave";
import type { BoxDesign, DesignChange } from "./design-api";

const base = emptyDesign("mailer-box", { length: 200, width: 150, height: 70 });

function design(change: Partial<BoxDesign> = {}): BoxDesign {
  return {
    id: 5,
    name: "Mailer",
    sku: "mailer-box-full-color-200x150x70",
    quantity: 30,
    status: "draft",
    thumbnailUrl: null,
    document: base,
    shared: false,
    updatedAt: "2026-03-01T10:00:00.000Z",
    ...change,
  };
}

/** A document that differs from the last one: a new background on the front. */
const painted = (doc: DesignDocument, color: string): DesignDocument => ({ ...doc, sides: { ...doc.sides, front: { background: color, elements: [] } } });

/** A server that answers every save with the next updated_at, as the designs API does. */
function server() {
  const saves: { change: DesignChange; base: string }[] = [];
  let clock = 0;
  const send = vi.fn(async (change: DesignChange, baseUpdatedAt: string) => {
    saves.push({ change, base: baseUpdatedAt });
    clock += 1;
    return design({ document: change.document ?? base, updatedAt: `2026-03-01T10:00:0${clock}.000Z` });
  });
  return { saves, send };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("autosave", () => {
  it("saves once, 1.5 s after the last of several quick changes, with the updated_at it read", async () => {
    const { saves, send } = server();
    const autosave = new Autosave({ design: design(), send });
    const first = painted(base, "#d7263d");
    const second = painted(first, "#1b6ac9");
    autosave.edit({ document: first });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    autosave.edit({ document: second });
    expect(autosave.getSnapshot().state).toBe("dirty");
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toEqual([{ change: { document: second }, base: "2026-03-01T10:00:00.000Z" }]);
    expect(autosave.getSnapshot().state).toBe("saved");
  });

  it("bases each save on the updated_at the previous save answered", async () => {
    const { saves, send } = server();
    const autosave = new Autosave({ design: design(), send });
    const first = painted(base, "#d7263d");
    autosave.edit({ document: first });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    autosave.edit({ document: painted(first, "#000000"), quantity: 60 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(saves.map((save) => save.base)).toEqual(["2026-03-01T10:00:00.000Z", "2026-03-01T10:00:01.000Z"]);
    expect(saves[1]!.change.quantity).toBe(60);
  });

  it("sends nothing when the shopper undoes back to what was saved", async () => {
    const { send } = server();
    const autosave = new Autosave({ design: design(), send });
    autosave.edit({ document: painted(base, "#d7263d") });
    autosave.edit({ document: base });
    expect(autosave.getSnapshot().state).toBe("saved");
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(send).not.toHaveBeenCalled();
  });

  it("saves changes made during a save right after it, never two at once", async () => {
    let release: () => void = () => {};
    const bases: string[] = [];
    let count = 0;
    const send = vi.fn(async (change: DesignChange, baseUpdatedAt: string) => {
      bases.push(baseUpdatedAt);
      count += 1;
      const answer = design({ document: change.document, updatedAt: `t${count}` });
      if (count === 1) await new Promise<void>((resolve) => (release = resolve));
      return answer;
    });
    const autosave = new Autosave({ design: design({ updatedAt: "t0" }), send });
    const first = painted(base, "#d7263d");
    autosave.edit({ document: first });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(autosave.getSnapshot().state).toBe("saving");
    autosave.edit({ document: painted(first, "#ffffff") });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
    expect(send).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getSnapshot().state).toBe("dirty");
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(bases).toEqual(["t0", "t1"]);
    expect(autosave.getSnapshot().state).toBe("saved");
  });

  it("stops at a conflict until the shopper keeps their version, then saves it over the newer one", async () => {
    const saves: { change: DesignChange; base: string }[] = [];
    let conflict = true;
    const send = vi.fn(async (change: DesignChange, baseUpdatedAt: string) => {
      saves.push({ change, base: baseUpdatedAt });
      if (conflict) throw new ApiError(409, { error: { code: "design_changed", message: "changed" } });
      return design({ document: change.document, updatedAt: "2026-03-01T12:00:00.000Z" });
    });
    const autosave = new Autosave({ design: design(), send });
    const mine = painted(base, "#d7263d");
    autosave.edit({ document: mine });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(autosave.getSnapshot().state).toBe("conflict");
    autosave.edit({ document: painted(mine, "#000000") });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
    expect(await autosave.save()).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);

    conflict = false;
    const saved = await autosave.resolveConflict({ keep: "mine", updatedAt: "2026-03-01T11:00:00.000Z" });
    expect(saved?.updatedAt).toBe("2026-03-01T12:00:00.000Z");
    expect(saves.at(-1)).toEqual({ change: { document: painted(mine, "#000000") }, base: "2026-03-01T11:00:00.000Z" });
    expect(autosave.getSnapshot().state).toBe("saved");
  });

  it("stops for good once the design is on a placed order, which prints it as it was", async () => {
    const send = vi.fn(async () => {
      throw new ApiError(409, { error: { code: "design_ordered", message: "ordered", details: { order_number: "R1" } } });
    });
    const autosave = new Autosave({ design: design(), send });
    autosave.edit({ document: painted(base, "#d7263d") });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(autosave.getSnapshot().state).toBe("ordered");
    autosave.edit({ document: painted(base, "#000000") });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
    expect(await autosave.save()).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
    expect(autosave.getSnapshot().state).toBe("ordered");
    expect(autosave.unsaved).toBe(true);
  });

  it("takes the other version when the shopper chooses it, with nothing left to save", async () => {
    const send = vi.fn(async () => {
      throw new ApiError(409, { error: { code: "design_changed", message: "changed" } });
    });
    const autosave = new Autosave({ design: design(), send });
    autosave.edit({ document: painted(base, "#d7263d") });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    const theirs = design({ document: painted(base, "#2e933c"), updatedAt: "2026-03-01T11:00:00.000Z" });
    await autosave.resolveConflict({ keep: "theirs", design: theirs });
    // Taking theirs saved nothing from this page.
    expect(autosave.getSnapshot()).toEqual({ state: "saved", design: theirs, savedAt: null });
    autosave.edit({ document: theirs.document });
    expect(autosave.unsaved).toBe(false);
  });

  it("records when a save landed, and answers a Save with nothing new to send as saved now", async () => {
    const send = vi.fn(async (change: DesignChange) => design({ document: change.document, updatedAt: "later" }));
    const autosave = new Autosave({ design: design(), send });
    expect(autosave.getSnapshot().savedAt).toBeNull();
    await autosave.save();
    expect(send).not.toHaveBeenCalled();
    const idle = autosave.getSnapshot().savedAt;
    expect(idle).not.toBeNull();
    autosave.edit({ document: painted(base, "#d7263d") });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(autosave.getSnapshot()).toMatchObject({ state: "saved" });
    expect(Date.parse(autosave.getSnapshot().savedAt!)).toBeGreaterThanOrEqual(Date.parse(idle!));
  });

  it("reports a failed save and tries again on the next change", async () => {
    let fail = true;
    const send = vi.fn(async (change: DesignChange) => {
      if (fail) throw new Error("offline");
      return design({ document: change.document, updatedAt: "later" });
    });
    const autosave = new Autosave({ design: design(), send });
    const first = painted(base, "#d7263d");
    autosave.edit({ document: first });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(autosave.getSnapshot().state).toBe("failed");
    fail = false;
    autosave.edit({ document: painted(first, "#000000") });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(autosave.getSnapshot().state).toBe("saved");
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("sends extra fields with an explicit save even when the document is unchanged", async () => {
    const { saves, send } = server();
    const autosave = new Autosave({ design: design(), send });
    await autosave.save({ thumbnail_file_id: "thumb-1", design_status: "ready" });
    expect(saves).toEqual([{ change: { thumbnail_file_id: "thumb-1", design_status: "ready" }, base: "2026-03-01T10:00:00.000Z" }]);
  });
});
