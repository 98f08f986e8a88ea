import { BRAND_BASENAME } from "@/regions/shared";

/**
 * The plus area's canonical routes. The spec's /{product}-plus/... is the brand's
 * name, so the dashboard lives under /boxwright-plus; the public pages under /plus.
 * Storefront paths (prefixes, Polish paths) are made from these by regionPath or useRegionPath.
 */

export const DASHBOARD_BASE = `/${BRAND_BASENAME}-plus`;

export const PLUS_PATHS = {
  catalogue: "/plus/catalogue",
  success: "/plus/success",
  items: `${DASHBOARD_BASE}/items`,
  quotes: `${DASHBOARD_BASE}/quotes`,
  orders: `${DASHBOARD_BASE}/orders`,
  personalDetails: `${DASHBOARD_BASE}/personal-details`,
  company: `${DASHBOARD_BASE}/company`,
  approvals: `${DASHBOARD_BASE}/company/approvals`,
} as const;

export function offerPath(token: string): string {
  return `${DASHBOARD_BASE}/quotes/${encodeURIComponent(token)}`;
}

export const ORDER_VIEWS = ["details", "placed", "items", "payment-summary"] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

export function orderPath(number: string, view: OrderView): string {
  return `${DASHBOARD_BASE}/orders/${encodeURIComponent(number)}/${view}`;
}

/**
 * The dashboard's sections, in the order its navigation shows them. The company
 * and its purchase approvals are on every page's navigation: a buyer without a
 * company finds where to make one, an approver what waits for them.
 */
export const DASHBOARD_SECTIONS = ["items", "quotes", "orders", "personalDetails", "company", "approvals"] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];
