import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// ADMIN_PASSWORD_HASH is `scrypt$<salt>$<hash>` (base64url parts), printed by `npm run hash-password`.
// scrypt with Node's default cost (N=16384, r=8, p=1) and a 64-byte key.

const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** True when the password matches the stored value; the comparison takes the same time either way. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, Buffer.from(saltText, 'base64url'));
  return timingSafeEqual(actual, expected);
}
