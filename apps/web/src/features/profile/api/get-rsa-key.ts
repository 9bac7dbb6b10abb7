import { rsaKeyAnswerSchema } from '@lootbay/shared/schemas/account';
import { apiCall } from '../../../lib/api-client';

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function toBase64(buffer: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * A sealer for passwords: fetches the server's RSA key from `/common/rsakey` and encrypts with
 * RSA-OAEP (SHA-256), so a password is protected beyond TLS as well.
 */
export async function passwordSealer(): Promise<(password: string) => Promise<string>> {
  const answer = await apiCall('/common/rsakey', {}, rsaKeyAnswerSchema, { quiet: true });
  const key = await crypto.subtle.importKey('spki', fromBase64(answer.publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  return async (password) => toBase64(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password)));
}
