/** Where the shop API answers the browser; here rather than in api-service so reporting code can use it without the client. */
export const API_BASE_PATH = "/api";
/** Header names shared by the API client and the shop API. */
export const API_TOKEN_HEADER = "X-Api-Token";
export const REGION_HEADER = "X-Region";
/** Where the browser keeps the API token: a cookie and local storage, both under this key. */
export const API_TOKEN_STORAGE_KEY = "api-token";
/** Sent with order-creating and paying calls: a retry with the same key gets the first answer. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
