import type { Role } from '@salon/api/shared/schemas';

const ROLE_LABELS: Record<Role, string> = {
  superadmin: 'Super Admin',
  admin: 'Admin',
  salon: 'Owner',
  manager: 'Manager',
  stylist: 'Stylist',
  user: 'User',
  company: 'Company',
};

/** The role as the header and My Profile show it. */
export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}

/** A salon-local day 'YYYY-MM-DD' as 'Mar 10, 2026'. */
export function dayText(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** Unix seconds (the billing provider's times) as 'March 16, 2026'. */
export function longDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
