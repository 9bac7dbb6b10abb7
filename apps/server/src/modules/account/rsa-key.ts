import { constants, createPrivateKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { AppError } from '@lootbay/shared/errors';
import type { AccountContext } from './account.context';
import { findServerKey, insertServerKeyOnce } from './server-keys.repository';

const KEY_NAME = 'login-rsa';
const generate = promisify(generateKeyPair);

interface LoadedKey {
  readonly pem: string;
  readonly spkiBase64: string;
  readonly privateKey: KeyObject;
}

/**
 * The RSA-OAEP (SHA-256) key that passwords travel under. It is generated once and kept in the
 * database, so every instance answers `/common/rsakey` with the same key and can decrypt what
 * another handed out; the private half is stored encrypted with the server secret.
 */
export function createLoginKey(ctx: AccountContext) {
  let loading: Promise<LoadedKey> | null = null;

  async function load(): Promise<LoadedKey> {
    let row = await findServerKey(ctx.db, KEY_NAME);
    if (!row) {
      const pair = await generate('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: ctx.secret },
      });
      await insertServerKeyOnce(ctx.db, KEY_NAME, pair.publicKey, pair.privateKey, ctx.now());
      row = await findServerKey(ctx.db, KEY_NAME);
      if (!row) throw new Error('the login key could not be stored');
    }
    const spkiBase64 = row.public_pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    return { pem: row.public_pem, spkiBase64, privateKey: createPrivateKey({ key: row.private_pem, passphrase: ctx.secret }) };
  }

  function key(): Promise<LoadedKey> {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  }

  return {
    async publicKey() {
      const { pem, spkiBase64 } = await key();
      return { publicKey: spkiBase64, pem, algorithm: 'RSA-OAEP-256' as const };
    },

    async decrypt(ciphertextBase64: string): Promise<string> {
      const { privateKey } = await key();
      try {
        return privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(ciphertextBase64, 'base64')).toString('utf8');
      } catch {
        throw new AppError('PASSWORD_NOT_DECRYPTABLE');
      }
    },
  };
}

export type LoginKey = ReturnType<typeof createLoginKey>;
