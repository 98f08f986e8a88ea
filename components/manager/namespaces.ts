import { CLIENT_NAMESPACES } from "@/lib/i18n/pick";

/**
 * The message namespaces the manager console's island sends to the browser: its own, the
 * companies' price lists' and the catalogue's option names an offer line is made with (kept complete by components/plus/namespaces.test.ts).
 */
export const MANAGER_NAMESPACES = [...CLIENT_NAMESPACES, "Manager", "Catalog", "PriceLists"] as const;
