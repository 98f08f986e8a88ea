import { CLIENT_NAMESPACES } from "@/lib/i18n/pick";

/** The message namespaces the manager console's island sends to the browser (kept complete by components/plus/namespaces.test.ts). */
export const MANAGER_NAMESPACES = [...CLIENT_NAMESPACES, "Manager"] as const;
