/** What fillDatabase wrote, with a recent order of each kind and its owner's key, to read back through the shop. */
export interface Filled {
  orders: number;
  visitors: number;
  buyers: number;
  analyticsEvents: number;
  samples: Record<"card" | "transfer" | "cart", { number: string; token: string } | null>;
}

export interface FillOptions {
  /** Orders over the past year (100,000). */
  orders?: number;
  /** Anonymous visitors who never ordered (100,000); buyers come on top, one per two orders. */
  users?: number;
  /** Analytics events per user (5). */
  eventsPerUser?: number;
  now?: Date;
}

export declare const filledToken: (kind: "v" | "b", n: number) => string;
export declare const filledOrderNumber: (n: number) => string;
export declare function fillWith(run: (sql: string) => Promise<Record<string, unknown>[]>, options?: FillOptions): Promise<Filled>;
export declare function fillDatabase(
  options: ({ dataDir: string; databaseUrl?: undefined } | { databaseUrl: string; dataDir?: undefined }) & FillOptions,
): Promise<Filled>;
