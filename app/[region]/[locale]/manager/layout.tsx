import { QueryCacheLayout } from "@/components/providers/QueryCacheLayout";

/** The query cache for the order manager's console (see components/providers/query); pages without such islands load none of its code. */
export default QueryCacheLayout;
