import { calendarFeedHandlers } from '@salon/api/mocks/handlers/calendar-feeds';
import type { Role } from '@salon/api/shared/schemas';
import { MyProfileContainer } from '@salon/features/profile';
import type { Meta } from '@storybook/react-vite';
import { pageParameters, type AreaHandlers } from '../support/page-meta';

export type Args = { role: Role };

/** Every /my-profile story's page and viewer: the page as the salon's owner sees it. */
export const PROFILE_PAGE_META = {
  render: () => <MyProfileContainer />,
  args: { role: 'salon' },
} satisfies Meta<Args>;
/** Every /my-profile story's address, with the areas' `handlers` it needs (a literal meta's `parameters: { ...profileParameters() }`). */
export const profileParameters = (handlers: AreaHandlers = {}) =>
  pageParameters({ calendarFeeds: calendarFeedHandlers(), ...handlers }, '/my-profile');
