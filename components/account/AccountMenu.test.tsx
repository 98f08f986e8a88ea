import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import type { CurrentUser } from "@/lib/session/types";
import { renderInStorefront } from "@/test/render";
import { signedUpUser, storeToken } from "@/test/users";
import { AccountMenu } from "./AccountMenu";

const t = en.AccountMenu;

function signedIn(user: CurrentUser) {
  storeToken(user);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(user), { status: 200, headers: { "content-type": "application/json" } })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the account menu", () => {
  it("leads a signed-in buyer to their quote requests, and no further", async () => {
    signedIn(signedUpUser);
    await renderInStorefront(<AccountMenu />);
    expect(await screen.findByRole("link", { name: t.quotes })).toHaveAttribute("href", "/quote-request");
    expect(screen.queryByRole("link", { name: t.managerConsole })).not.toBeInTheDocument();
  });

  it("leads an order manager to the console", async () => {
    signedIn({ ...signedUpUser, manager: true });
    await renderInStorefront(<AccountMenu />, { regionId: "pl", locale: "pl-PL" });
    expect(await screen.findByRole("link", { name: "Panel opiekuna" })).toHaveAttribute("href", "/manager");
  });
});
