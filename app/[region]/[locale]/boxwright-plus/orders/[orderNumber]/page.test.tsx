import { isValidElement, type ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { InboxPage } from "@/components/manager/InboxPage";
import { OrderRoute } from "@/components/plus/OrderRoute";
import InboxRoute from "../../../manager/quote_requests/page";
import OrderNumberRoute from "./page";

// Server pages: their words come from the request.
vi.mock("next-intl/server", async () => (await import("@/test/server-intl")).serverIntl("en-US"));

/** The component an island wraps, by walking the element tree a server page returned. */
function find(node: unknown, type: unknown): ReactElement<Record<string, unknown>> | null {
  if (!isValidElement(node)) return null;
  if (node.type === type) return node as ReactElement<Record<string, unknown>>;
  const children = (node.props as { children?: unknown }).children;
  for (const child of Array.isArray(children) ? children : [children]) {
    const found = find(child, type);
    if (found) return found;
  }
  return null;
}

describe("the addresses the plus and manager pages are reached at", () => {
  it("/boxwright-plus/orders/{number} opens the order on its details", () => {
    const params = Promise.resolve({ region: "de", locale: "de", orderNumber: "R400000001" });
    const page = OrderNumberRoute({ params });
    expect(page.type).toBe(OrderRoute);
    expect(page.props).toMatchObject({ view: "details", params });
  });

  it("/manager/quote_requests is the inbox of quote requests", async () => {
    const page = await InboxRoute({ params: Promise.resolve({ region: "de", locale: "de" }) });
    expect(find(page, InboxPage)).not.toBeNull();
  });
});
