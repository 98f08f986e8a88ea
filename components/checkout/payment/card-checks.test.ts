import { describe, expect, it } from "vitest";
import { checkCard, luhnValid, parseExpiry } from "./card-checks";

const now = new Date("2026-05-15T12:00:00Z");
const good = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Ada Lovelace" };

describe("checkCard", () => {
  it("turns a valid card into the gateway's fields", () => {
    expect(checkCard(good, now)).toEqual({ ok: true, card: { number: "4242424242424242", exp_month: 12, exp_year: 2030, cvc: "123" } });
  });

  it("names every field that is wrong", () => {
    expect(checkCard({ number: "4242 4242 4242 4241", expiry: "13/30", cvc: "12", name: " " }, now)).toEqual({
      ok: false,
      issues: { number: "cardNumber", expiry: "expiryFormat", cvc: "cvc", name: "required" },
    });
    expect(checkCard({ ...good, number: "", expiry: "" }, now)).toMatchObject({ issues: { number: "required", expiry: "required" } });
  });

  it("accepts a card until the end of its expiry month", () => {
    expect(checkCard({ ...good, expiry: "05/26" }, now).ok).toBe(true);
    expect(checkCard({ ...good, expiry: "04/26" }, now)).toMatchObject({ issues: { expiry: "expired" } });
  });

  it("asks American Express for four digits", () => {
    expect(checkCard({ ...good, number: "378282246310005", cvc: "123" }, now)).toMatchObject({ issues: { cvc: "cvc" } });
    expect(checkCard({ ...good, number: "378282246310005", cvc: "1234" }, now).ok).toBe(true);
  });
});

describe("parseExpiry and luhnValid", () => {
  it("read the usual ways of writing them", () => {
    expect(parseExpiry("1/27")).toEqual({ month: 1, year: 2027 });
    expect(parseExpiry("0127")).toEqual({ month: 1, year: 2027 });
    expect(parseExpiry("01/2027")).toEqual({ month: 1, year: 2027 });
    expect(parseExpiry("00/27")).toBeNull();
    expect(luhnValid("4000000000000002")).toBe(true);
    expect(luhnValid("4000000000000001")).toBe(false);
  });
});
