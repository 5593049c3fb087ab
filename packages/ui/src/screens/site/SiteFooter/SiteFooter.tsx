import { Bar, Credit, Inner } from './SiteFooter.styles';

export interface SiteFooterProps {
  salonName: string;
  phone: string | null;
  address: string | null;
  email: string | null;
  /** The web developer's credit link. */
  creditHref?: string;
  creditLabel?: string;
}

/** 10 digits shown 3-3-4 with dashes; anything else as it is. */
export function formatPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}` : phone;
}

/** The footer of every page: the salon's phone, address and e-mail, and the credit link (spec 2 §2). */
export function SiteFooter({
  salonName,
  phone,
  address,
  email,
  creditHref = 'https://salon-platform.example.com',
  creditLabel = 'Salon Platform',
}: SiteFooterProps) {
  return (
    <Bar>
      <Inner>
        <div>
          <h2>{salonName}</h2>
          {address ? <address>{address}</address> : null}
        </div>
        <div>
          <h2>Get in touch</h2>
          {phone ? (
            <p>
              Phone: <a href={`tel:${phone}`}>{formatPhone(phone)}</a>
            </p>
          ) : null}
          {email ? (
            <p>
              E-mail: <a href={`mailto:${email}`}>{email}</a>
            </p>
          ) : null}
        </div>
      </Inner>
      <Credit>
        Website by <a href={creditHref}>{creditLabel}</a>
      </Credit>
    </Bar>
  );
}
