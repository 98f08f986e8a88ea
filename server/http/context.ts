import type { Region } from "@/regions/schema";
import type { Logger } from "./logger";

/** What every request handler can read from the context, set by the app's middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** From the region header; eu when the header is absent. */
    region: Region;
    /** The API token header as sent, if any. Who it belongs to is the users domain's business. */
    apiToken: string | undefined;
  };
}
