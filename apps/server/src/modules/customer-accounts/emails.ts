import type { SalonRow } from '../../db/schema';
import type { Mail } from '../../mail/mailer';
import { passwordResetMail as resetMail } from '../accounts';

/** The Password assistance e-mail of a salon's site: the single-use link and how long it works. */
export function passwordResetMail(
  salon: Pick<SalonRow, 'id' | 'name'>,
  user: { name: string; email: string },
  link: string,
  validMinutes: number,
): Mail {
  return resetMail({ user, sender: salon.name, salonId: salon.id, link, validMinutes });
}
