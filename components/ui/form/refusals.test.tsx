import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError, ApiNetworkError } from "@/lib/api/errors";
import de from "@/messages/de-DE.json";
import { renderWithMessages } from "@/test/render";
import { useErrorText } from "./refusals";

function Shown({ error }: { error: unknown }) {
  const shown = useErrorText()(error);
  return (
    <p>
      {shown.message}|{shown.field ?? "-"}
    </p>
  );
}

const envelope = (code: string, details?: unknown) => ({ error: { code, message: "English text from the server", details } });

describe("useErrorText", () => {
  it("speaks the shopper's language for the API's error codes and keeps the blamed field", async () => {
    await renderWithMessages(<Shown error={new ApiError(409, envelope("email_taken", { field: "email" }))} />, "de-DE");
    expect(screen.getByText(`${de.Account.errors.email_taken}|email`)).toBeTruthy();
  });

  it("words a 422 that names a field as bad input at that field", async () => {
    await renderWithMessages(<Shown error={new ApiError(422, envelope("unprocessable", [{ path: "email", code: "invalid_format" }]))} />, "de-DE");
    expect(screen.getByText(`${de.Account.errors.validation}|email`)).toBeTruthy();
  });

  it("falls back to a validation message for other bad input, and to network and generic messages", async () => {
    const { unmount } = await renderWithMessages(<Shown error={new ApiError(400, envelope("invalid_request"))} />, "de-DE");
    expect(screen.getByText(`${de.Account.errors.validation}|-`)).toBeTruthy();
    unmount();
    const second = await renderWithMessages(<Shown error={new ApiNetworkError("network", "Network Error")} />, "de-DE");
    expect(screen.getByText(`${de.Account.errors.network}|-`)).toBeTruthy();
    second.unmount();
    await renderWithMessages(<Shown error={new ApiError(500, envelope("internal"))} />, "de-DE");
    expect(screen.getByText(`${de.Account.errors.generic}|-`)).toBeTruthy();
  });
});
