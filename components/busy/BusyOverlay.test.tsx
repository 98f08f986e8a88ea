import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { renderWithMessages } from "@/test/render";
import { BusyOverlay } from "./BusyOverlay";
import { BUSY_STATES } from "./busy-states";

describe("BusyOverlay", () => {
  it("has one variant for each of the spec's 15 busy states", () => {
    expect(BUSY_STATES).toHaveLength(15);
  });

  it.each(BUSY_STATES)("shows %s with its own message and a spinner", async (state) => {
    const { container } = await renderWithMessages(<BusyOverlay state={state} />);
    const messages = await loadMessages("en-US");
    expect(screen.getAllByText(messages.Busy[state]).length).toBeGreaterThan(0);
    expect(container.querySelector(`[data-busy-state="${state}"]`)).not.toBeNull();
    if (state === "boxDataUnauthorized") {
      expect(screen.getByRole("alert")).toHaveTextContent(messages.Busy[state]);
      expect(screen.queryByRole("status")).toBeNull();
    } else {
      expect(screen.getByRole("status")).toHaveAccessibleName(messages.Busy[state]);
    }
  });

  it.each(LOCALES)("speaks %s", async (locale) => {
    const messages = await loadMessages(locale);
    await renderWithMessages(<BusyOverlay state="redirectingToPayment" />, locale);
    expect(screen.getByText(messages.Busy.redirectingToPayment)).toBeInTheDocument();
  });
});
