/**
 * Whether this page may hash: browsers offer WebCrypto (`crypto.subtle`) only in secure contexts,
 * so a page served over plain HTTP (not localhost) cannot recompute anything.
 */
export function hasWebCrypto(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle !== 'undefined';
}
