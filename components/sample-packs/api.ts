import { z } from "zod";
import { parseAnswer, UnexpectedAnswerError } from "@/lib/api/answers";
import type { ApiService } from "@/lib/api/api-service";

/**
 * POST custom_sample_pack as the sample packs page uses it (server/samples is the
 * source of this contract; client code may not import it, so it is restated and
 * the answer checked here).
 */

/** The pack's layout; the only one there is. */
export const SAMPLE_PACK_VERSION = 1;

export interface SamplePackOrder {
  sku: string;
  samples: readonly string[];
  version: number;
}

/** Of the order the answer carries, what this page relies on: the cart it went into and the pack in it. */
const answerSchema = z.object({
  order: z.looseObject({
    number: z.string().min(1),
    line_items: z.array(z.looseObject({ sku: z.string().nullable(), samples: z.array(z.string()).nullable().optional() })),
  }),
});

export type CartWithPack = z.infer<typeof answerSchema>["order"];

/** Puts the pack into the visitor's open cart (or changes the one there) and answers that cart. */
export async function orderSamplePack(api: ApiService, pack: SamplePackOrder): Promise<CartWithPack> {
  const body = await api.post("custom_sample_pack", { sku: pack.sku, samples: [...pack.samples], version: pack.version }, { auth: true });
  const { order } = parseAnswer(answerSchema, body, "sample pack");
  if (!order.line_items.some((line) => line.sku === pack.sku)) throw new UnexpectedAnswerError("sample pack");
  return order;
}
