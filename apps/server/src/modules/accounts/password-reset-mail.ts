import { escapeHtml, mailHtml } from '../../mail/html';
import type { Mail } from '../../mail/mailer';

export interface PasswordResetMailOptions {
  /** The account's holder. */
  user: { name: string; email: string };
  /** Who sends it and where the account is: the salon's name, or the platform's for staff. */
  sender: string;
  /** The salon the message is about; null for platform mail. */
  salonId: string | null;
  link: string;
  validMinutes: number;
}

/** The password-reset e-mail of any account: the single-use link and how long it works. */
export function passwordResetMail({
  user,
  sender,
  salonId,
  link,
  validMinutes,
}: PasswordResetMailOptions): Mail {
  const validFor =
    validMinutes % 60 === 0
      ? `${validMinutes / 60} hour${validMinutes === 60 ? '' : 's'}`
      : `${validMinutes} minutes`;
  const intro = `We received a request to set a new password for your account at ${sender}.`;
  const howTo = `Open this link within ${validFor} to choose a new password. It works once.`;
  const ignore = 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.';
  return {
    to: user.email,
    salonId,
    fromName: sender,
    subject: `Reset your password at ${sender}`,
    text: [`Hello ${user.name},`, '', intro, howTo, '', link, '', ignore].join('\n'),
    html: mailHtml({
      heading: sender,
      body: [
        `<p style="margin:0 0 12px;">Hello ${escapeHtml(user.name)},</p>`,
        `<p style="margin:0 0 12px;">${escapeHtml(intro)} ${escapeHtml(howTo)}</p>`,
        `<p style="margin:0 0 16px;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#222;color:#fff;border-radius:6px;text-decoration:none;">Set a new password</a></p>`,
        `<p style="margin:0 0 12px;font-size:13px;color:#555;">Or copy this address into your browser:<br>${escapeHtml(link)}</p>`,
      ].join('\n'),
      footer: escapeHtml(ignore),
    }),
  };
}
