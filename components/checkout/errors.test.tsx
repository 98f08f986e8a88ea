import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import pl from "@/messages/pl-PL.json";
import { renderWithMessages } from "@/test/render";
import { useCheckoutProblem } from "./errors";

function Shown({ error }: { error: unknown }) {
  return <p>{useCheckoutProblem()(error).message}</p>;
}

const envelope = (code: string, details?: unknown) => ({ error: { code, message: "English text from the server", details } });

describe("useCheckoutProblem", () => {
  it("tells a shopper held back by the bank-transfer limit why, in their language, and what to do instead", async () => {
    await renderWithMessages(<Shown error={new ApiError(429, envelope("rate_limited", { retry_after_seconds: 1800 }))} />, "pl-PL");
    expect(screen.getByText(pl.Checkout.errors.rate_limited)).toBeTruthy();
    expect(pl.Checkout.errors.rate_limited).not.toBe(pl.Checkout.errors.generic);
  });
});
