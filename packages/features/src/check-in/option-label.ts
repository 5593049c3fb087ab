import type { CheckinUser } from '@salon/api/check-in/schemas';

/**
 * 'Grace Miller (***-***-0142) · Haircut at 10:30': the name with the masked phone, telling namesakes
 * apart, and the visit of the day the check-in is for.
 */
export function optionLabel(user: Pick<CheckinUser, 'name' | 'maskedPhone' | 'appointment'>): string {
  const name = user.maskedPhone ? `${user.name} (${user.maskedPhone})` : user.name;
  const visit = user.appointment;
  if (!visit) return name;
  return `${name} · ${visit.service ? `${visit.service} at ` : ''}${visit.start}`;
}
