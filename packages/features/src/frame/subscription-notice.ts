import type { SubscriptionDetail } from '@salon/api/subscriptions/schemas';
import type { FrameNotice } from '@salon/ui/screens/frame/AppFrame';
import { longDate } from '../core/display-text';

/**
 * The owner's notice on every dashboard page while the plan needs renewing (the ended-subscription rule:
 * the owner still signs in, sees why the website is closed, and is one click from Renew in My Profile).
 * Nothing while the plan runs, or is cancelled but not yet over (My Profile says when it ends).
 */
export function subscriptionNotice(detail: SubscriptionDetail | null | undefined): FrameNotice | null {
  if (!detail) return null;
  const renew = { linkLabel: 'Renew in My Profile', href: '/my-profile' };
  if (detail.standing === 'ended') {
    return {
      ...renew,
      text: "Your subscription has ended: your salon's website takes no bookings or orders.",
    };
  }
  if (detail.standing === 'past_due') {
    return {
      ...renew,
      text: `Your subscription ran out on ${longDate(detail.current_period_end)}. Renew it within 14 days of that day to keep your salon's website open.`,
    };
  }
  return null;
}
