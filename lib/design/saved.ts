import type { Schema } from "@/lib/api/contract";

/**
 * A saved box design as the browser's screens name it: what it is and when it
 * last changed, read from the designs API's answer. The saved designs page shows
 * these; the editor's design adds its document.
 */

export type DesignStatus = Schema<"BoxDesignSummary">["design_status"];

export const DESIGN_STATUSES = ["draft", "ready"] as const satisfies readonly DesignStatus[];

export interface SavedDesign {
  id: number;
  /** Empty for a design never named: screens show the product's name instead. */
  name: string;
  sku: string;
  quantity: number | null;
  status: DesignStatus;
  /** Served by the designs API; the browser's token cookie lets the owner's <img> load it. */
  thumbnailUrl: string | null;
  /** Sent back as base_updated_at by the editor, so a save never overwrites another tab's newer one. */
  updatedAt: string;
}

/** The screens' design from any answer that carries a design's summary (a list entry, a copy, a full design). */
export function savedDesignFrom(answer: Schema<"BoxDesignSummary">): SavedDesign {
  return {
    id: answer.id,
    name: answer.name,
    sku: answer.sku,
    quantity: answer.quantity,
    status: answer.design_status,
    thumbnailUrl: answer.thumbnail_url,
    updatedAt: answer.updated_at,
  };
}
