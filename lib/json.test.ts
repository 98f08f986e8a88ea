import { describe, expect, it } from "vitest";
import { parseJsonOrNull } from "./json";

describe("parseJsonOrNull", () => {
  it("reads JSON and answers null for nothing or anything else", () => {
    expect(parseJsonOrNull('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonOrNull("[1]")).toEqual([1]);
    for (const raw of [null, undefined, "", "<html>413</html>", "{broken"]) expect(parseJsonOrNull(raw)).toBeNull();
  });
});
