import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "@/components/providers/AppProviders";
import { loadMessages } from "@/lib/i18n/messages";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/pick";
import ErrorPage from "./error";

describe("the 500 page", () => {
  it("speaks the storefront's language with only the messages every page sends, and retries", async () => {
    const messages = await loadMessages("pl-PL");
    const reset = vi.fn();
    render(
      <NextIntlClientProvider locale="pl-PL" messages={pickMessages(messages, CLIENT_NAMESPACES)} timeZone="Europe/Warsaw">
        <AppProviders regionId="nl" pathPrefix="/nl-nl">
          <ErrorPage error={new Error("boom")} reset={reset} />
        </AppProviders>
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(messages.ErrorPage.title);
    expect(screen.getByText(messages.ErrorPage.text)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: messages.ErrorPage.home })).toHaveAttribute("href", "/nl-nl");
    await userEvent.click(screen.getByRole("button", { name: messages.ErrorPage.retry }));
    expect(reset).toHaveBeenCalledOnce();
  });
});
