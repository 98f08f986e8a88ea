import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import { OffersPage } from "./OffersPage";
import { fakeManagerApi, offer, offerLine, renderInStorefront, signIn, STOREFRONTS } from "./testing";

const t = en.Manager;

beforeEach(() => signIn());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the offers list", () => {
  it("says who accepted an offer and when, and a withdrawn one reads as withdrawn", async () => {
    fakeManagerApi({
      offers: [
        offer({
          id: 7,
          state: "accepted",
          line_items: [offerLine({ id: 71 })],
          accepted_at: "2026-03-12T09:30:00.000Z",
          accepted_by: { id: 3, email: "anna@kartony.test", name: "Anna Nowak", addressee: false },
        }),
        offer({ id: 8, state: "withdrawn", line_items: [offerLine({ id: 81 })] }),
      ],
    });
    await renderInStorefront(<OffersPage storefronts={STOREFRONTS} />);
    // Newest first.
    const [withdrawn, accepted] = await screen.findAllByTestId("offer-row");
    expect(within(accepted!).getByText(t.offerState.accepted)).toBeInTheDocument();
    expect(within(accepted!).getByTestId("offer-accepted-by")).toHaveTextContent(/^by Anna Nowak, .*2026/);
    expect(within(withdrawn!).getByText(t.offerState.withdrawn)).toBeInTheDocument();
    expect(within(withdrawn!).queryByTestId("offer-accepted-by")).not.toBeInTheDocument();
  });
});
