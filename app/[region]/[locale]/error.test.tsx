import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "@/components/providers/AppProviders";
import { LayoutWordsProvider } from "@/components/providers/words";
import { loadMessages } from "@/lib/i18n/messages";
import { LAYOUT_NAMESPACES, pickMessages } from "@/lib/i18n/pick";
import ErrorPage from "./error";

describe("the 500 page", () => {
  it("speaks the storefront's language with only the words the layout sends, without next-intl's provider, and retries", async () => {
    const messages = await loadMessages("pl-PL");
    const reset = vi.fn();
    render(
      <LayoutWordsProvider locale="pl-PL" words={pickMessages(messages, LAYOUT_NAMESPACES)}>
        <AppProviders regionId="nl" pathPrefix="/nl-nl">
          <ErrorPage error={new Error("boom")} reset={reset} />
        </AppProviders>
      </LayoutWordsProvider>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(messages.ErrorPage.title);
    expect(screen.getByText(messages.ErrorPage.text)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: messages.ErrorPage.home })).toHaveAttribute("href", "/nl-nl");
    await userEvent.click(screen.getByRole("button", { name: messages.ErrorPage.retry }));
    expect(reset).toHaveBeenCalledOnce();
  });
});
