import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import path from 'node:path';
import { keptSecret } from '../kept-secret';

/** AES-256-GCM for data kept encrypted at rest (bank account numbers). */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** The key from ENCRYPTION_KEY (32 bytes, base64), else made once and kept in DATA_DIR. */
export function encryptionKey(configured: string | null, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'base64');
  return Buffer.from(
    keptSecret(path.join(dataDir, 'encryption-key'), () => randomBytes(32).toString('base64')),
    'base64',
  );
}

export const createSecretBox = (key: Buffer): SecretBox => ({
  seal(plain) {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
  },
  open(sealed) {
    const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    if (!iv || !tag || !data) throw new Error('Malformed sealed value');
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  },
});
