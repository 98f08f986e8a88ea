import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { blamedField } from "@/lib/api/answers";
import { QUOTE_FIELDS, errorFieldOf, modeFromQuery, newIdempotencyKey, quantityOf, quoteFormSchema, requestBody, type QuoteValues } from "./form";

const empty: QuoteValues = {
  product_slug: "",
  quantity: "",
  dimensions: "",
  message: "",
  budget: "",
  deadline: "",
  name: "",
  email: "",
  company_name: "",
  phone: "",
};
const contact = { name: " Ada Lovelace ", email: "ada@example.com " };

/** The form's fields the check finds wrong, in the form's order. */
function problemsOf(values: QuoteValues, mode: 0 | 1): string[] {
  const fields = new Set((quoteFormSchema(mode).safeParse(values).error?.issues ?? []).map((issue) => errorFieldOf(issue.path.join("."))));
  return QUOTE_FIELDS.filter((field) => fields.has(field));
}

describe("the quote form's rules", () => {
  it("makes a new key per form fill that the API takes (8 to 100 characters), also where randomUUID is missing", () => {
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
    expect(keys.size).toBe(20);
    const randomUUID = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: randomUUID, configurable: true });
    }
    for (const key of keys) expect(key.length).toBeGreaterThanOrEqual(8);
  });

  it("opens the brief only for ?mode=1", () => {
    expect(modeFromQuery("1")).toBe(1);
    expect(modeFromQuery("0")).toBe(0);
    expect(modeFromQuery("brief")).toBe(0);
    expect(modeFromQuery(null)).toBe(0);
  });

  it("takes whole quantities of at least 1", () => {
    expect(quantityOf(" 250 ")).toBe(250);
    expect(quantityOf("0")).toBeNull();
    expect(quantityOf("2.5")).toBeNull();
    expect(quantityOf("-3")).toBeNull();
    expect(quantityOf("")).toBeNull();
  });

  it("asks each mode for its own fields, in the form's order", () => {
    expect(problemsOf(empty, 0)).toEqual(["product_slug", "quantity", "name", "email"]);
    expect(problemsOf(empty, 1)).toEqual(["message", "name", "email"]);
    expect(problemsOf({ ...empty, ...contact, message: "Short one" }, 1)).toEqual(["message"]);
    expect(problemsOf({ ...empty, ...contact, message: "Ten chars!" }, 1)).toEqual([]);
    expect(problemsOf({ ...empty, ...contact, email: "ada@example" }, 1)).toContain("email");
  });

  it("sends only the mode's own fields, trimmed, with empty optional ones as null", () => {
    const values: QuoteValues = {
      ...empty,
      ...contact,
      product_slug: "product-box",
      quantity: "300",
      dimensions: " ",
      message: " Hi ",
      budget: "500",
      deadline: "2026-06-30",
      phone: "",
    };
    expect(requestBody(values, 0, ["f1"], "key-12345", "de-DE")).toEqual({
      mode: 0,
      email: "ada@example.com",
      name: "Ada Lovelace",
      company_name: null,
      phone: null,
      product_slug: "product-box",
      quantity: 300,
      dimensions: null,
      message: "Hi",
      details: {},
      file_ids: ["f1"],
      idempotency_key: "key-12345",
      locale: "de-DE",
    });
    expect(requestBody(values, 1, [], "key-12345", "de-DE")).toMatchObject({
      product_slug: null,
      quantity: null,
      dimensions: null,
      details: { budget: "500", deadline: "2026-06-30" },
    });
  });

  it("finds the field a refusal is about, in either shape the API sends", () => {
    const refusal = (details: unknown) => new ApiError(400, { error: { code: "invalid_request", message: "No", details } });
    expect(blamedField(refusal({ field: "email" }))).toBe("email");
    expect(blamedField(refusal([{ path: "details.budget", code: "too_big", message: "Too big" }]))).toBe("details.budget");
    expect(blamedField(refusal(null))).toBeNull();
    expect(blamedField(new ApiError(409, { error: { code: "conflict", message: "No", details: { field: "email" } } }))).toBeNull();

    expect(errorFieldOf("details.deadline")).toBe("deadline");
    expect(errorFieldOf("file_ids.3")).toBe("file_ids");
    expect(errorFieldOf("company_name")).toBe("company_name");
    expect(errorFieldOf("idempotency_key")).toBeNull();
    expect(errorFieldOf("details")).toBeNull();
  });
});
