import type { CheckinUser } from '@salon/api/check-in/schemas';

/** 'Grace Miller (***-***-0142)': the name with the masked phone, telling namesakes apart. */
export function optionLabel(user: Pick<CheckinUser, 'name' | 'maskedPhone'>): string {
  return user.maskedPhone ? `${user.name} (${user.maskedPhone})` : user.name;
}
