export function createNonce(): string;
export const NONCE_PATTERN: RegExp;
export interface NonceInserter {
  push(chunk: Uint8Array | string, encoding?: BufferEncoding): Buffer;
  finish(): Buffer;
}
export function createNonceInserter(nonce: string): NonceInserter;
export function insertNonces(body: Uint8Array | string, nonce: string): Buffer;
