/** `byteCount` random bytes from this browser's generator, as lowercase hex. */
export function randomHex(byteCount: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(byteCount)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
