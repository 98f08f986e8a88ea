import { QueryCacheLayout } from "@/components/providers/QueryCacheLayout";

/** The query cache for the sample pack picker (see components/providers/query); pages without such islands load none of its code. */
export default QueryCacheLayout;
