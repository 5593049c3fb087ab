import { randomBytes, randomInt } from 'node:crypto';
import { hashPassword } from '../../lib/passwords';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SPECIALS = '$@!%*?&';

/** A random 14-character password that passes `StrongPassword` (letters, digits, a special). */
export function generatePassword(): string {
  const pick = (from: string) => from[randomInt(from.length)]!;
  const all = LETTERS + DIGITS + SPECIALS;
  const chars = [pick(LETTERS), pick(LETTERS), pick(DIGITS), pick(DIGITS), pick(SPECIALS)];
  while (chars.length < 14) chars.push(pick(all));
  // Fisher–Yates, so the required classes are not always in front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** A password nobody knows: accounts created for someone else sign in only after a reset. */
export async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}
