import { describe, expect, it } from "vitest";
import { ApiError, ApiNetworkError } from "@/lib/api/errors";
import { blamedFields } from "@/lib/api/answers";
import { fieldProblemOf, issueProblemOf, problemsOf, refusalKindOf } from "./problems";

const envelope = (code: string, details?: unknown) => ({ error: { code, message: "English text for developers", details } });

describe("fieldProblemOf", () => {
  it("calls a field left empty missing, whatever rule caught it", () => {
    expect(fieldProblemOf("email", "invalid_format", "")).toBe("required");
    expect(fieldProblemOf("ship_address.city", "too_small", "   ")).toBe("required");
    expect(fieldProblemOf("terms", "invalid_value", false)).toBe("required");
    expect(fieldProblemOf("quantity", "invalid_type", Number.NaN)).toBe("required");
    expect(fieldProblemOf("state_id", "invalid_type", null)).toBe("required");
  });

  it("names a malformed e-mail address or phone number as such, at any depth", () => {
    expect(fieldProblemOf("email", "invalid_format", "ada@")).toBe("invalidEmail");
    expect(fieldProblemOf("ship_address.phone", "invalid_format", "call me")).toBe("invalidPhone");
  });

  it("says a value is too long, or else that it needs checking", () => {
    expect(fieldProblemOf("street", "too_big", "x".repeat(201))).toBe("tooLong");
    expect(fieldProblemOf("country_iso", "invalid_format", "GBR")).toBe("invalidValue");
    expect(fieldProblemOf("repeat", "custom", "other")).toBe("invalidValue");
  });
});

describe("issueProblemOf", () => {
  it("reads an issue the API sent back by its field and code, as the checkout shows it", () => {
    expect(issueProblemOf("order.email", "invalid_format")).toBe("invalidEmail");
    expect(issueProblemOf("bill_address.phone", "invalid_format")).toBe("invalidPhone");
    expect(issueProblemOf("ship_address.city", "too_small")).toBe("required");
    expect(issueProblemOf("ship_address.street", "too_big")).toBe("tooLong");
    expect(issueProblemOf("invoice_type", "invalid_value")).toBe("invalidValue");
    expect(issueProblemOf("vat_id", undefined)).toBe("invalidValue");
  });
});

describe("blamedFields", () => {
  it("reads the field a service names and the paths of a body's schema issues", () => {
    expect(blamedFields(new ApiError(409, envelope("email_taken", { field: "email" })))).toEqual([{ path: "email" }]);
    expect(
      blamedFields(
        new ApiError(
          400,
          envelope("invalid_request", [
            { path: "ship_address.zip_code", code: "too_small" },
            { path: "", code: "unrecognized_keys" },
          ]),
        ),
      ),
    ).toEqual([{ path: "ship_address.zip_code", code: "too_small" }]);
  });

  it("finds no field in a failure that names none", () => {
    expect(blamedFields(new ApiError(500, envelope("internal")))).toEqual([]);
    expect(blamedFields(new ApiNetworkError("network", "Network Error"))).toEqual([]);
    expect(blamedFields(new Error("boom"))).toEqual([]);
  });
});

describe("refusalKindOf", () => {
  it("tells a network failure, a code the form has words for, bad input and anything else apart", () => {
    expect(refusalKindOf(new ApiNetworkError("timeout", "timeout of 1ms exceeded"), [])).toEqual({ kind: "network" });
    expect(refusalKindOf(new ApiError(409, envelope("email_taken")), ["email_taken"])).toEqual({ kind: "code", code: "email_taken" });
    expect(refusalKindOf(new ApiError(400, envelope("invalid_request")), ["email_taken"])).toEqual({ kind: "validation" });
    expect(refusalKindOf(new ApiError(422, envelope("unprocessable")), [])).toEqual({ kind: "validation" });
    expect(refusalKindOf(new ApiError(503, envelope("unavailable")), [])).toEqual({ kind: "other", status: 503, code: "unavailable" });
  });
});

describe("problemsOf", () => {
  it("flattens nested fields' errors to their paths and leaves out errors without words", () => {
    const errors = {
      email: { type: "invalid_format", message: "Bitte geben Sie eine gültige E-Mail-Adresse ein." },
      ship_address: { city: { type: "too_small", message: "Bitte füllen Sie dieses Feld aus." }, street: { type: "too_small" } },
    };
    expect(problemsOf(errors)).toEqual([
      { name: "email", type: "invalid_format", message: "Bitte geben Sie eine gültige E-Mail-Adresse ein." },
      { name: "ship_address.city", type: "too_small", message: "Bitte füllen Sie dieses Feld aus." },
    ]);
  });
});
