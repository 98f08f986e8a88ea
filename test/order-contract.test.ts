import { describe, expectTypeOf, it } from "vitest";
import type { Answer, Operation, RequestBody, RequestOptions, Schema } from "@/lib/api/contract";
import type { DesignDocument } from "@/lib/design";
import type { PaymentMethodCode } from "@/lib/checkout/payment-methods";
import type { QaState } from "@/lib/b2b/states";

/**
 * What the cart, checkout, order pages and editor read from the API's contract
 * and would otherwise have to guess or cast: these lines fail the typecheck
 * when a route declares its answer or request too loosely again.
 */

type Order = Schema<"Order">;
type LineItem = Schema<"LineItem">;

describe("the order's contract, as the shop's screens read it", () => {
  it("names the fields of the order's addresses, which the checkout and the order page show", () => {
    expectTypeOf<NonNullable<Order["ship_address"]>>().toEqualTypeOf<NonNullable<Order["bill_address"]>>();
    expectTypeOf<NonNullable<Order["ship_address"]>["first_name"]>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<Order["ship_address"]>["country_iso"]>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<Order["ship_address"]>["state_id"]>().toEqualTypeOf<number | null | undefined>();
  });

  it("tells the cart an offer's fixed price and every other fact of a line", () => {
    expectTypeOf<LineItem["fixed_price"]>().toEqualTypeOf<boolean>();
    expectTypeOf<LineItem["name"]>().toEqualTypeOf<string | null>();
    expectTypeOf<LineItem["samples"]>().toEqualTypeOf<string[] | null>();
    expectTypeOf<LineItem["quantity_options"][number]>().toHaveProperty("visible");
    expectTypeOf<LineItem["kind"]>().toEqualTypeOf<"product" | "service" | "expert_check" | "trees">();
  });

  it("names the production files' state and the payment methods by their own words", () => {
    expectTypeOf<Order["qa_state"]>().toEqualTypeOf<QaState | null>();
    expectTypeOf<Schema<"Checkout">["payment_methods"][number]["code"]>().toEqualTypeOf<PaymentMethodCode>();
  });

  it("answers a new bundle with its id and the order, never the order alone", () => {
    expectTypeOf<Answer<"/v2/bundles", "post">>().toHaveProperty("bundle_id");
    expectTypeOf<Answer<"/v2/bundles", "post">["order"]>().toEqualTypeOf<Order>();
  });

  it("takes the editor's design document and the product page's paid assets as they are sent", () => {
    expectTypeOf<DesignDocument>().toExtend<NonNullable<Schema<"BoxDesignChange">["box_design"]["document"]>>();
    expectTypeOf<DesignDocument>().toExtend<NonNullable<RequestBody<Operation<"/box_designs", "post">>["box_design"]["document"]>>();
    type LineQuoteQuery = NonNullable<RequestOptions<Operation<"/prices/line_item", "get">>["params"]>;
    // One comma-separated string, as the URL carries it: an array would be sent as paid_assets[], which the route does not read.
    expectTypeOf<LineQuoteQuery["paid_assets"]>().toEqualTypeOf<string | undefined>();
  });
});
