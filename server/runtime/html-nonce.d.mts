export function createNonce(): string;
export const NONCE_PATTERN: RegExp;
export interface NonceInserter {
  push(chunk: Uint8Array | string, encoding?: BufferEncoding): Buffer;
  finish(): Buffer;
}
export interface NonceOptions {
  /** Exact inline script texts the shop renders itself. */
  trustedScripts?: readonly string[];
}
export function createNonceInserter(nonce: string, options?: NonceOptions): NonceInserter;
export function insertNonces(body: Uint8Array | string, nonce: string, options?: NonceOptions): Buffer;
/** React's streaming runtime function texts, as read from the installed Next's react-dom builds. */
export function reactRuntimeTexts(): string[];
