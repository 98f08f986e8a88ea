import { afterEach, describe, expect, it, vi } from "vitest";
import "./instrumentation-client";
import { z } from "zod";

afterEach(() => vi.restoreAllMocks());

describe("the browser's first script", () => {
  it("keeps zod from compiling or probing with new Function, which the policy refuses", () => {
    const compile = vi.spyOn(globalThis, "Function");
    const schema = z.object({ id: z.number(), name: z.string() });
    expect(schema.parse({ id: 1, name: "box" })).toEqual({ id: 1, name: "box" });
    expect(z.config().jitless).toBe(true);
    expect(compile).not.toHaveBeenCalled();
  });
});
