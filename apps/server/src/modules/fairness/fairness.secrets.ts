import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Stored secrets start with this; anything else is a secret stored before encryption at rest. */
const PREFIX = 'v1.';

/**
 * Server secrets and salts are encrypted at rest with AES-256-GCM under a key from configuration
 * (FAIRNESS_KEY), so a copy of the database alone does not reveal the secrets of pairs in play.
 */
export function createSecretBox(configuredKey: string) {
  const key = createHash('sha256').update(`lootbay-fairness\u0000${configuredKey}`).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${sealed.toString('base64url')}`;
    },
    open(stored: string): string {
      if (!stored.startsWith(PREFIX)) return stored;
      const [iv, tag, sealed] = stored.slice(PREFIX.length).split('.');
      if (!iv || !tag || sealed === undefined) throw new Error('a stored fairness secret is malformed');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
