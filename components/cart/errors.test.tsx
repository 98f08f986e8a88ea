import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { LOCALES } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { REGIONS } from "@/regions";
import { renderWithMessages } from "@/test/render";
import { useCartErrorText } from "./errors";

/**
 * A line the server refuses for its shape or configuration (a fourth sample pack, an
 * expert check of a plain box, an option, extra or express production the product
 * does not offer) is explained in the shopper's words, never as the generic or the
 * "check what you entered" text.
 */

const CODES = ["sample_pack_quantity", "expert_check_not_offered", "invalid_option", "invalid_paid_asset", "express_unavailable"] as const;

function Refusal({ code }: { code: string }) {
  const text = useCartErrorText(REGIONS.eu.currencyFormatter);
  return <p role="alert">{text(new ApiError(400, { error: { code, message: "English text for developers", details: { field: "line_item" } } }))}</p>;
}

describe("the cart's words for a refused line", () => {
  for (const locale of LOCALES) {
    it(`names each refusal specifically in ${locale}`, async () => {
      const messages = await loadMessages(locale);
      for (const code of CODES) {
        const { unmount } = await renderWithMessages(<Refusal code={code} />, locale);
        const said = screen.getByRole("alert").textContent;
        expect(said, code).toBe(messages.Cart.errors[code]);
        expect(said, code).not.toBe(messages.Cart.errors.generic);
        expect(said, code).not.toBe(messages.Cart.errors.validation);
        unmount();
      }
    });
  }

  it("has different words for each", async () => {
    const en = await loadMessages("en-US");
    expect(new Set(CODES.map((code) => en.Cart.errors[code])).size).toBe(CODES.length);
  });
});
