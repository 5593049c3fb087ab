import { randomInt } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Role } from '@salon/api/shared/schemas';
import { ForbiddenError } from '../../errors';
import type { UploadedFile } from '../../http/uploads';
import type { Viewer } from '../../http/viewer';
import type { Mailer } from '../../mail/mailer';
import type { FileStorage } from '../../storage/file-storage';
import { hashPassword } from '../auth/passwords';
import type { SessionRepository } from '../auth/repository';
import type { UserRepository } from '../users/repository';

/** Logos and photos: images of at most 2 MB (checked by content in http/uploads.ts). */
export const IMAGE_UPLOAD = { kind: 'image', maxBytes: 2 * 1024 * 1024 } as const;

export const EMAIL_TAKEN = 'An account with this email address already exists';
export const PHONE_TAKEN = 'An account with this phone number already exists in this salon';

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

/**
 * The salon the viewer works in, for roles that act within one salon. A superadmin who has not
 * picked a salon cannot act on salon data yet.
 */
export function ownSalonOf(viewer: Viewer): string {
  if (!viewer.salonId) throw new ForbiddenError('Choose a salon first');
  return viewer.salonId;
}

export function requireRole(viewer: Viewer, roles: readonly Role[], message?: string): void {
  if (!roles.includes(viewer.role)) throw new ForbiddenError(message);
}

/** The account chores shared by the salon, stylist and staff screens. */
export class AccountTools {
  constructor(
    private readonly deps: {
      users: UserRepository;
      sessions: SessionRepository;
      mailer: Mailer;
      storage: FileStorage;
    },
  ) {}

  /**
   * Reset Password: a generated password replaces the old one, every session of the account ends,
   * and the password goes to the account's e-mail address.
   */
  async resetPassword(user: { id: string; name: string; email: string }): Promise<void> {
    const password = generatePassword();
    await this.deps.users.setPasswordHash(user.id, await hashPassword(password));
    await this.deps.sessions.revokeAllOfUser(user.id);
    await this.deps.mailer.send({
      to: user.email,
      subject: 'Your new password',
      text: [
        `Hello ${user.name},`,
        '',
        'Your password has been reset by an administrator. Sign in with this password:',
        '',
        `    ${password}`,
        '',
        'Then change it from My Profile.',
      ].join('\n'),
    });
  }

  /** Stores an uploaded image and returns its public URL (kept in the `photo` columns). */
  async storeImage(file: UploadedFile): Promise<string> {
    const stored = await this.deps.storage.put(createReadStream(file.path), { extension: file.extension });
    return this.deps.storage.urlOf(stored.key);
  }

  /**
   * Deletes a stored image by the URL `storeImage` returned. Keys are flat `<uuid>.<ext>` names, so the
   * key is the URL's last segment for the local folder and a bucket alike; never throws (a missing
   * file must not fail the request that replaced or deleted its record).
   */
  async removeImage(url: string | null | undefined): Promise<void> {
    if (!url) return;
    const key = url.split('?')[0]!.split('/').pop();
    if (!key) return;
    try {
      await this.deps.storage.delete(key);
    } catch {
      // Left behind: harmless, and a cleanup job can find files no row names.
    }
  }
}
