import type { DesignDocument } from "@/lib/design";
import { isDesignChanged, isDesignOrdered, type BoxDesign, type DesignChange } from "./design-api";

/**
 * Saving a design while the shopper works: 1.5 s after the last change, on
 * demand (the save button, before the cart) and when the page is left. Saves
 * run one at a time, each sending what changed since the last one that landed,
 * with the updated_at that save answered, so a save never overwrites a newer one
 * from another tab: the server answers 409 design_changed instead, and saving
 * stops until the shopper chooses whose version stays.
 */

/** How long after the last change a save starts. */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveState =
  /** Everything is on the server. */
  | "saved"
  /** Changes wait for the next save. */
  | "dirty"
  | "saving"
  /** The last save failed; the next change or a retry tries again. */
  | "failed"
  /** Another tab saved first; nothing is saved until resolveConflict. */
  | "conflict"
  /** The design is on a placed order, which prints it as it was: nothing more is saved. */
  | "ordered";

export interface AutosaveSnapshot {
  state: SaveState;
  /** The design as the last successful save answered it. */
  design: BoxDesign;
  /** When a save from this page last landed (ISO 8601); null before the first, so the shopper sees their Save did something. */
  savedAt: string | null;
}

/** What autosave keeps in step with the server. */
interface Tracked {
  document: DesignDocument;
  quantity: number | null;
}

/** `keepalive`: the save may outlive the page (the shopper is leaving it). */
export type SendSave = (change: DesignChange, baseUpdatedAt: string, options?: { keepalive?: boolean }) => Promise<BoxDesign>;

export interface AutosaveOptions {
  design: BoxDesign;
  send: SendSave;
  delayMs?: number;
}

export class Autosave {
  private snapshot: AutosaveSnapshot;
  private saved: Tracked;
  private wanted: Tracked;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<() => void>();
  private readonly send: SendSave;
  private readonly delayMs: number;
  private disposed = false;

  constructor({ design, send, delayMs = AUTOSAVE_DELAY_MS }: AutosaveOptions) {
    this.send = send;
    this.delayMs = delayMs;
    this.saved = { document: design.document, quantity: design.quantity };
    this.wanted = this.saved;
    this.snapshot = { state: "saved", design, savedAt: null };
  }

  getSnapshot = (): AutosaveSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Whether leaving now would lose work. */
  get unsaved(): boolean {
    return this.snapshot.state !== "saved";
  }

  /** Records the shopper's latest document and quantity; a save follows once they pause. */
  edit(change: Partial<Tracked>): void {
    this.wanted = { ...this.wanted, ...change };
    if (this.held || this.snapshot.state === "saving") return;
    if (this.isClean()) {
      this.cancelTimer();
      if (this.snapshot.state === "dirty") this.publish({ state: "saved" });
      return;
    }
    if (this.snapshot.state !== "dirty") this.publish({ state: "dirty" });
    this.schedule();
  }

  /**
   * Saves now (after any save already running), with extra fields such as the
   * thumbnail or the status. Resolves to the saved design, or null when the save
   * failed or is held back by a conflict; the state says which.
   */
  save(extra: DesignChange = {}, options: { keepalive?: boolean } = {}): Promise<BoxDesign | null> {
    this.cancelTimer();
    const run = this.queue.then(() => this.run(extra, options));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * The shopper is leaving (an in-app link, closing the tab): what waits for the
   * pause goes now, as a request that may outlive the page, rather than being
   * lost with the timer.
   */
  flush(): void {
    if (this.unsaved && !this.held) void this.save({}, { keepalive: true });
  }

  /**
   * Ends a conflict. "theirs": the other tab's design (read again by the caller)
   * becomes the one being edited. "mine": the shopper's version is saved over it,
   * based on the updated_at of the design as it is now.
   */
  resolveConflict(choice: { keep: "theirs"; design: BoxDesign } | { keep: "mine"; updatedAt: string }): Promise<BoxDesign | null> {
    if (choice.keep === "theirs") {
      this.saved = { document: choice.design.document, quantity: choice.design.quantity };
      this.wanted = this.saved;
      this.publish({ state: "saved", design: choice.design });
      return Promise.resolve(choice.design);
    }
    this.publish({ state: "dirty", design: { ...this.snapshot.design, updatedAt: choice.updatedAt } });
    return this.save();
  }

  dispose(): void {
    this.disposed = true;
    this.cancelTimer();
    this.listeners.clear();
  }

  private async run(extra: DesignChange, options: { keepalive?: boolean } = {}): Promise<BoxDesign | null> {
    if (this.held) return null;
    const sending = this.wanted;
    const change: DesignChange = { ...extra };
    if (sending.document !== this.saved.document) change.document = sending.document;
    if (sending.quantity !== this.saved.quantity && sending.quantity !== null) change.quantity = sending.quantity;
    if (Object.keys(change).length === 0) {
      // Nothing new to send: all is on the server as of now, which is what the shopper's Save should hear.
      this.publish({ state: "saved", savedAt: new Date().toISOString() });
      return this.snapshot.design;
    }
    this.publish({ state: "saving" });
    try {
      const design = await this.send(change, this.snapshot.design.updatedAt, options);
      this.saved = sending;
      const clean = this.isClean();
      this.publish({ state: clean ? "saved" : "dirty", design, savedAt: new Date().toISOString() });
      if (!clean) this.schedule();
      return design;
    } catch (error) {
      this.publish({ state: isDesignChanged(error) ? "conflict" : isDesignOrdered(error) ? "ordered" : "failed" });
      return null;
    }
  }

  /** Saving waits for the shopper (a conflict) or has ended for good (an ordered design). */
  private get held(): boolean {
    return this.snapshot.state === "conflict" || this.snapshot.state === "ordered";
  }

  private isClean(): boolean {
    return this.wanted.document === this.saved.document && (this.wanted.quantity === this.saved.quantity || this.wanted.quantity === null);
  }

  private schedule(): void {
    this.cancelTimer();
    if (this.disposed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.save();
    }, this.delayMs);
  }

  private cancelTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private publish(change: Partial<AutosaveSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of [...this.listeners]) listener();
  }
}
