import type { components, paths } from "./contract.gen";

/**
 * The shop API's contract as types (ADR 0025): every path, its parameters, its
 * request body and its answer, read from lib/api/contract.gen.ts, which is
 * generated from the routes' zod schemas. The ApiService's methods take these
 * paths, so an island that calls the API with the wrong body, or reads a field
 * the answer does not have, fails the typecheck.
 */

export type { components, paths };

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** A shape the API names in its document: `Schema<"Order">`, `Schema<"LineItem">`. */
export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];

/** The paths that answer this method, as the routes declare them ("/v1/orders/{number}"). */
export type PathFor<M extends HttpMethod> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

/** One operation: a method on a path. */
export type Operation<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>;

type ParametersOf<O> = O extends { parameters: infer Declared } ? Declared : never;
type PathParametersOf<O> = ParametersOf<O> extends { path?: infer Path } ? Path : never;
type QueryOf<O> = ParametersOf<O> extends { query?: infer Query } ? Query : never;

type JsonBody<R> = R extends { content: { "application/json": infer Json } } ? Json : never;

/** The JSON body an operation takes; never when it takes none. */
export type RequestBody<O> = O extends { requestBody?: infer Declared } ? JsonBody<NonNullable<Declared>> : never;

type SuccessStatus = 200 | 201 | 202 | 204;
type ResponsesOf<O> = O extends { responses: infer Responses } ? Responses : never;
type AnswerBody<R> = R extends { content: { "application/json": infer Json } } ? Json : R extends { content?: never } ? null : unknown;

/** What an operation answers on success: its JSON, null for 204, unknown for files. */
export type AnswerOf<O> = {
  [S in keyof ResponsesOf<O>]: S extends SuccessStatus ? AnswerBody<ResponsesOf<O>[S]> : never;
}[keyof ResponsesOf<O>];

/** The answer to `M path`: `Answer<"/v1/orders/{number}", "get">` is the order. */
export type Answer<P extends keyof paths, M extends HttpMethod> = AnswerOf<Operation<P, M>>;

/** The empty object type, for asking whether an options object may be left out. */
type Empty = Record<never, never>;

/** An option the operation declares: required when it has required keys, absent when it declares none. */
type Option<K extends string, V> = [NonNullable<V>] extends [never]
  ? { [Key in K]?: never }
  : undefined extends V
    ? { [Key in K]?: NonNullable<V> }
    : Empty extends V
      ? { [Key in K]?: V }
      : { [Key in K]: V };

/** What every call may carry besides the contract's own parameters. */
export interface TransportOptions {
  /** The call needs a signed-in (or anonymous) user's token; without one it fails before sending. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The request may outlive the page (a save as the shopper leaves it). Browsers
   * cap such bodies at 64 KiB in flight; a larger body is sent as a plain request.
   */
  keepalive?: boolean;
  /**
   * Refusal statuses that answer the question asked (404: no open cart yet, no
   * such offer): the call still rejects with the ApiError, but the client does
   * not log it as a failure. Real failures keep being logged.
   */
  expected?: readonly number[];
}

/** The options of one operation: its path parameters and query as declared, plus the transport's. */
export type RequestOptions<O> = TransportOptions & Option<"path", PathParametersOf<O>> & Option<"params", QueryOf<O>>;

/** Options are required only when the operation has required path parameters or query. */
export type OptionsArgs<O> = Empty extends RequestOptions<O> ? [options?: RequestOptions<O>] : [options: RequestOptions<O>];

/** The body, then the options: the body may be left out when the operation takes none or an optional one. */
export type BodyArgs<O> = [RequestBody<O>] extends [never]
  ? Empty extends RequestOptions<O>
    ? [body?: undefined, options?: RequestOptions<O>]
    : [body: undefined, options: RequestOptions<O>]
  : O extends { requestBody: unknown }
    ? [body: RequestBody<O>, ...OptionsArgs<O>]
    : Empty extends RequestOptions<O>
      ? [body?: RequestBody<O>, options?: RequestOptions<O>]
      : [body: RequestBody<O> | undefined, options: RequestOptions<O>];

/** DELETE may carry a body too (the expert check of a line is named in it). */
export type DeleteArgs<O> = [RequestBody<O>] extends [never] ? OptionsArgs<O> : [options: RequestOptions<O> & { body: RequestBody<O> }];
