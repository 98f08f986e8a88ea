import { describe, expect, it, vi } from "vitest";
import { configurationToLineItem, configurationToSearchParams, type LineConfiguration } from "@/lib/catalog/line-configuration";
import { parseRequestedLine, takeRequestedLine } from "./requested-line";

const plain: LineConfiguration = {
  sku: "mailer-box-plain-300x220x100",
  quantity: 500,
  material: "cardboard-white-one-side",
  printMode: "no-print",
  express: true,
  paidAssets: ["service-fsc-certificate"],
};

describe("the configurator's request in the cart's address", () => {
  it("reads the whole configuration, so the line added is the one configured (material, express, FSC and all)", () => {
    const requested = parseRequestedLine(`?${configurationToSearchParams(plain)}`);
    expect(requested).toEqual({ ok: true, configuration: plain });
    expect(configurationToLineItem((requested as { configuration: LineConfiguration }).configuration)).toEqual({
      sku: "mailer-box-plain-300x220x100",
      quantity: 500,
      options: { material: "cardboard-white-one-side", print_mode: "no-print" },
      express_delivery_option_id: "express-production",
      paid_assets: ["service-fsc-certificate"],
    });
  });

  it("takes the default quantity when none is given, and no request without a sku", () => {
    expect(parseRequestedLine("?sku=a")).toEqual({ ok: true, configuration: { sku: "a", quantity: 30, express: false, paidAssets: [] } });
    expect(parseRequestedLine("?quantity=30")).toBeNull();
    expect(parseRequestedLine("")).toBeNull();
  });

  it("refuses a malformed quantity or option instead of adding something else", () => {
    expect(parseRequestedLine("?sku=a&quantity=12.5")).toEqual({ ok: false, problem: "quantity" });
    expect(parseRequestedLine("?sku=a&quantity=-3")).toEqual({ ok: false, problem: "quantity" });
    expect(parseRequestedLine("?sku=a&quantity=30&finish=gold")).toEqual({ ok: false, problem: "configuration" });
    expect(parseRequestedLine("?sku=a&express=maybe")).toEqual({ ok: false, problem: "configuration" });
    expect(parseRequestedLine("?sku=a&paid_assets=gold-leaf")).toEqual({ ok: false, problem: "configuration" });
  });

  it("is removed from the address, every option with it, keeping the rest", () => {
    const history = { replaceState: vi.fn() };
    const search = `?${configurationToSearchParams(plain, new URLSearchParams("ref=x"))}`;
    expect(takeRequestedLine({ pathname: "/koszyk", search, hash: "#top" }, history)).toEqual({ ok: true, configuration: plain });
    expect(history.replaceState).toHaveBeenCalledWith(null, "", "/koszyk?ref=x#top");
    const untouched = { replaceState: vi.fn() };
    expect(takeRequestedLine({ pathname: "/cart", search: "?ref=x", hash: "" }, untouched)).toBeNull();
    expect(untouched.replaceState).not.toHaveBeenCalled();
  });
});
