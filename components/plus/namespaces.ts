import { CLIENT_NAMESPACES } from "@/lib/i18n/pick";

/**
 * The message namespaces the dashboard's island sends to the browser: its own and
 * those of the parts it reuses (order details with the approval of the print
 * files, line configurations, size names, the cart's refusals when ordering again). A client part reading a
 * namespace not listed here shows raw keys; components/plus/namespaces.test.ts
 * walks every plus page's client imports to keep this list complete.
 */
export const PLUS_NAMESPACES = [
  ...CLIENT_NAMESPACES,
  "Account",
  "Orders",
  "Approval",
  "PaymentSummary",
  "Catalog",
  "Products",
  "Cart",
  "Plus",
  "Units",
  "PriceLists",
] as const;
