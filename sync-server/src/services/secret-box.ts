import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** AES-256-GCM for data kept encrypted at rest (bank account numbers). */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** The key from ENCRYPTION_KEY (32 bytes, base64), else made once and kept in DATA_DIR. */
export function encryptionKey(configured: string | null, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'base64');
  const file = path.join(dataDir, 'encryption-key');
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8'), 'base64');
  const key = randomBytes(32);
  fs.writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
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
