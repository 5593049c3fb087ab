import type { SalonRow } from '../../db/schema';
import { escapeHtml, mailHtml } from '../../mail/html';
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

/** The e-mail of a sign-up with a new address: the single-use link that creates the account. */
export function finishSignupMail(
  salon: Pick<SalonRow, 'id' | 'name'>,
  user: { name: string; email: string },
  link: string,
  validHours: number,
): Mail {
  const intro = `Thank you for signing up at ${salon.name}.`;
  const howTo = `Open this link within ${validHours} hours to finish creating your account. It works once.`;
  const ignore = 'If you did not sign up, you can ignore this e-mail: no account is created without it.';
  return {
    to: user.email,
    salonId: salon.id,
    fromName: salon.name,
    subject: `Finish creating your account at ${salon.name}`,
    text: [`Hello ${user.name},`, '', intro, howTo, '', link, '', ignore].join('\n'),
    html: mailHtml({
      heading: salon.name,
      body: [
        `<p style="margin:0 0 12px;">Hello ${escapeHtml(user.name)},</p>`,
        `<p style="margin:0 0 12px;">${escapeHtml(intro)} ${escapeHtml(howTo)}</p>`,
        button(link, 'Finish creating your account'),
        `<p style="margin:0 0 12px;font-size:13px;color:#555;">Or copy this address into your browser:<br>${escapeHtml(link)}</p>`,
      ].join('\n'),
      footer: escapeHtml(ignore),
    }),
  };
}

/**
 * The e-mail of a sign-up with an address that already has an account: nothing was created; sign in,
 * or set a new password with the reset link.
 */
export function accountExistsMail(
  salon: Pick<SalonRow, 'id' | 'name'>,
  user: { name: string; email: string },
  links: { signIn: string; reset: string },
): Mail {
  const intro = `Someone, probably you, tried to create an account at ${salon.name} with this e-mail address. It already has an account, so nothing was changed.`;
  const signIn = 'Sign in with your e-mail address and password:';
  const reset = 'Forgot your password? Set a new one:';
  const ignore = 'If this was not you, you can ignore this e-mail: your account stays as it is.';
  return {
    to: user.email,
    salonId: salon.id,
    fromName: salon.name,
    subject: `You already have an account at ${salon.name}`,
    text: [
      `Hello ${user.name},`,
      '',
      intro,
      '',
      signIn,
      links.signIn,
      '',
      reset,
      links.reset,
      '',
      ignore,
    ].join('\n'),
    html: mailHtml({
      heading: salon.name,
      body: [
        `<p style="margin:0 0 12px;">Hello ${escapeHtml(user.name)},</p>`,
        `<p style="margin:0 0 12px;">${escapeHtml(intro)}</p>`,
        `<p style="margin:0 0 8px;">${escapeHtml(signIn)}</p>`,
        button(links.signIn, 'Sign in'),
        `<p style="margin:0 0 8px;">${escapeHtml(reset)}</p>`,
        `<p style="margin:0 0 16px;"><a href="${escapeHtml(links.reset)}">Reset your password</a></p>`,
      ].join('\n'),
      footer: escapeHtml(ignore),
    }),
  };
}

function button(link: string, label: string): string {
  return `<p style="margin:0 0 16px;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#222;color:#fff;border-radius:6px;text-decoration:none;">${escapeHtml(label)}</a></p>`;
}
