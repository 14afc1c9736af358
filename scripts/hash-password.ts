// `npm run --silent hash-password -- 'the password'` prints a value for ADMIN_PASSWORD_HASH.
import { hashPassword } from '../src/auth/password.ts';

const password = process.argv[2];
if (!password || password.trim() === '') {
  console.error("Usage: npm run --silent hash-password -- 'the password'");
  process.exit(1);
}
console.log(await hashPassword(password));
