import { escapeHtml, mailHtml } from '../../mail/html';
import type { Mail } from '../../mail/mailer';

export interface NewPasswordMailOptions {
  /** The account's holder. */
  user: { name: string; email: string };
  password: string;
  /** Who sends it and where the account is: the salon's name, or the platform's. */
  sender: string;
  /** The salon the message is about; null for platform mail. */
  salonId: string | null;
  /** The sentence that says what happened (who reset it). */
  reason: string;
}

/** The e-mail that carries a generated password (a reset by the salon or the administrator). */
export function newPasswordMail({ user, password, sender, salonId, reason }: NewPasswordMailOptions): Mail {
  const signIn = `Sign in to ${sender} with this password:`;
  const change = 'Then change it from My Profile.';
  return {
    to: user.email,
    salonId,
    fromName: sender,
    subject: `Your new password at ${sender}`,
    text: [`Hello ${user.name},`, '', reason, signIn, '', `    ${password}`, '', change].join('\n'),
    html: mailHtml({
      heading: sender,
      body: [
        `<p style="margin:0 0 12px;">Hello ${escapeHtml(user.name)},</p>`,
        `<p style="margin:0 0 12px;">${escapeHtml(reason)} ${escapeHtml(signIn)}</p>`,
        `<p style="margin:0 0 16px;font-family:Consolas,Menlo,monospace;font-size:18px;">${escapeHtml(password)}</p>`,
        `<p style="margin:0 0 12px;">${escapeHtml(change)}</p>`,
      ].join('\n'),
    }),
  };
}
