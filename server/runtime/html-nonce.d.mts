export function createNonce(): string;
export const NONCE_PATTERN: RegExp;
export interface NonceInserter {
  push(chunk: Buffer | string, encoding?: BufferEncoding): Buffer;
  finish(): Buffer;
}
export function createNonceInserter(nonce: string): NonceInserter;
export function insertNonces(body: Buffer | string, nonce: string): Buffer;
