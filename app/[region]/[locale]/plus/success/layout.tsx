import { QueryCacheLayout } from "@/components/providers/QueryCacheLayout";

/** The query cache for the welcome's first words, which read the visitor's session (components/plus/WelcomeLead). */
export default QueryCacheLayout;
