import { getCalendarFeed, renewCalendarFeed, revokeCalendarFeed } from '@salon/api/calendar-feeds/endpoints';
import { can } from '@salon/api/permissions';
import { CalendarFeedSection } from '@salon/ui/screens/profile/CalendarFeedSection';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage, useApiMutation, useApiQuery, useUserInfo } from '../core';
import { calendarFeedKeys } from './calendar-feed-keys';

/** My Profile's calendar subscription, for the people who have a calendar (owner, manager, stylist). */
export function CalendarFeedContainer() {
  const user = useUserInfo();
  const allowed = Boolean(user && can(user.role, 'calendarFeed.own'));
  const feed = useApiQuery(allowed && user ? calendarFeedKeys.own(user._id) : null, getCalendarFeed);
  const renew = useApiMutation(calendarFeedKeys.renew, (api) => api(renewCalendarFeed));
  const revoke = useApiMutation(calendarFeedKeys.revoke, (api) => api(revokeCalendarFeed));
  const [busy, setBusy] = useState<'renew' | 'revoke' | null>(null);
  if (!allowed) return null;

  const run = async (which: 'renew' | 'revoke') => {
    setBusy(which);
    try {
      const { data, message } = await (which === 'renew' ? renew.trigger() : revoke.trigger());
      await feed.mutate(data, { revalidate: false });
      toast.success(message);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Calendar address copied');
    } catch {
      toast.error('Copy the address from the box by hand');
    }
  };
  return (
    <CalendarFeedSection
      feed={feed.data ?? null}
      error={feed.error ? errorMessage(feed.error) : null}
      busy={busy}
      onCopy={(url) => void copy(url)}
      onRenew={() => void run('renew')}
      onRevoke={() => void run('revoke')}
    />
  );
}
