import { escapeHtml, mailHtml } from '../../mail/html';
import type { Mail } from '../../mail/mailer';

export interface StaffInvitationMailOptions {
  user: { name: string; email: string };
  salon: { id: string; name: string };
  /** The dashboard's sign-in page. */
  signInUrl: string;
  /** The single-use link that sets the account's own password. */
  link: string;
  validDays: number;
}

/** The e-mail a new member of a salon's team gets: where to sign in, and a link to choose a password. */
export function staffInvitationMail({
  user,
  salon,
  signInUrl,
  link,
  validDays,
}: StaffInvitationMailOptions): Mail {
  const intro = `${salon.name} added you to its team. You sign in to the salon's dashboard with this e-mail address (${user.email}).`;
  const howTo = `Choose your own password with this link within ${validDays} days. It works once; after that, sign in at ${signInUrl}.`;
  return {
    to: user.email,
    salonId: salon.id,
    fromName: salon.name,
    subject: `You have been added to the team at ${salon.name}`,
    text: [`Hello ${user.name},`, '', intro, howTo, '', link].join('\n'),
    html: mailHtml({
      heading: salon.name,
      body: [
        `<p style="margin:0 0 12px;">Hello ${escapeHtml(user.name)},</p>`,
        `<p style="margin:0 0 12px;">${escapeHtml(intro)} ${escapeHtml(howTo)}</p>`,
        `<p style="margin:0 0 16px;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#222;color:#fff;border-radius:6px;text-decoration:none;">Choose your password</a></p>`,
        `<p style="margin:0 0 12px;font-size:13px;color:#555;">Or copy this address into your browser:<br>${escapeHtml(link)}</p>`,
      ].join('\n'),
      footer: escapeHtml(`You get this e-mail because ${salon.name} added you to its team.`),
    }),
  };
}
