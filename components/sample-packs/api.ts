import { answered, UnexpectedAnswerError } from "@/lib/api/answers";
import type { ApiService } from "@/lib/api/api-service";
import type { Schema } from "@/lib/api/contract";

/** POST custom_sample_pack as the sample packs page uses it. */

/** The pack's layout; the only one there is. */
export const SAMPLE_PACK_VERSION = 1;

/** Puts the pack into the visitor's open cart (or changes the one there) and answers that cart. */
export async function orderSamplePack(api: ApiService, pack: Schema<"SamplePackOrder">): Promise<Schema<"Order">> {
  const { order } = answered(await api.post("/custom_sample_pack", pack, { auth: true }), "sample pack");
  // The cart the page goes to next must hold the pack it just ordered.
  if (!order.line_items.some((line) => line.sku === pack.sku)) throw new UnexpectedAnswerError("sample pack");
  return order;
}
