import { QueryCacheLayout } from "@/components/providers/QueryCacheLayout";

/** The query cache for the plus area's company pages (see components/providers/query). */
export default QueryCacheLayout;
