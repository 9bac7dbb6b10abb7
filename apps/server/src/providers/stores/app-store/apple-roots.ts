import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Apple's root certificates, as Apple publishes them at https://www.apple.com/certificateauthority/
 * ("Apple Root Certificates"), shipped with the server: App Store signed data chains to one of
 * them. Apple Computer Root is left out: it expired on 2025-02-10.
 */
export const APPLE_ROOT_FILES = ['AppleRootCA-G3.cer', 'AppleRootCA-G2.cer', 'AppleIncRootCertificate.cer'].map((name) =>
  fileURLToPath(new URL(`./apple-roots/${name}`, import.meta.url)),
);

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** The DER certificates of one file: DER as Apple ships them, or PEM (one certificate or several). */
function certificatesIn(file: string): Buffer[] {
  const bytes = fs.readFileSync(file);
  const pems = bytes.toString('latin1').match(PEM_CERTIFICATE);
  // X509Certificate refuses anything that is not a certificate, so a wrong file stops the server at start.
  return (pems ?? [bytes]).map((certificate) => new X509Certificate(certificate).raw);
}

/** The roots App Store signed data must chain to: the files given, else Apple's own. */
export function appleRootCertificates(files: readonly string[] | null): Buffer[] {
  const roots = (files ?? APPLE_ROOT_FILES).flatMap(certificatesIn);
  if (roots.length === 0) throw new Error('no App Store root certificate');
  return roots;
}
