import { CLIENT_NAMESPACES } from "@/lib/i18n/pick";

/**
 * The message namespaces the company pages' island sends to the browser: the
 * dashboard's words, the company's own, and those of the order an approver reviews
 * (its lines, their configuration and sizes, its totals). components/plus/namespaces.test.ts walks
 * every company page's client imports to keep this list complete.
 */
export const COMPANY_NAMESPACES = [...CLIENT_NAMESPACES, "Plus", "Company", "Orders", "Catalog", "Products", "Units"] as const;
