import { buildWebsiteInfo, postedHours } from '@salon/api/mocks/factories/website-settings';
import { stylistOptions } from '@salon/api/mocks/factories/clients';
import { fail, mockEndpoint, ok } from '@salon/api/mocks/http';
import { pageOf } from '@salon/api/mocks/paging';
import { getEnabledStylists } from '@salon/api/stylists/endpoints';
import type { Role } from '@salon/api/shared/schemas';
import * as endpoints from '@salon/api/website-settings/endpoints';
import { WebsiteSettingBody, type WebsiteInfo } from '@salon/api/website-settings/schemas';
import { daysOfWorkHour } from '@salon/api/website-settings/work-hours';
import { RoleGuard } from '@salon/features/core';
import { WEBSITE_SETTINGS_PAGE_ROLES, WebsiteSettingsContainer } from '@salon/features/website-settings';
import { delay } from 'msw';
import { validate } from 'superstruct';
import { openDialog } from '../support/dialog';
import { pageParameters } from '../support/page-meta';
import type { Meta, StoryObj } from '@storybook/react-vite';

export type Args = { role: Role };

/** /website-setting as the admin app routes it: the role guard around the container. */
export const renderWebsiteSettings = () => (
  <RoleGuard allow={WEBSITE_SETTINGS_PAGE_ROLES}>
    <WebsiteSettingsContainer />
  </RoleGuard>
);

export const SAVED_MESSAGE = 'Website settings updated successfully';

/**
 * Interim handlers of the website settings calls until the website area's own land in
 * `packages/api/src/mocks/handlers/website.ts`: the own settings, and a save that checks the multipart
 * fields with the contract's schema and answers the merged settings.
 */
export function websiteSettingHandlers(info: WebsiteInfo = buildWebsiteInfo()) {
  return [
    mockEndpoint(endpoints.getOwnWebsiteSetting, () => ok(info)),
    mockEndpoint(endpoints.addWebsiteSetting, async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, unknown> = {};
      const files: Record<string, string> = {};
      for (const [name, value] of form.entries()) {
        if (typeof value !== 'string') files[name] = `data:${value.type},stored`;
        else fields[name] = name === 'workHour' || name === 'workHourStylists' ? JSON.parse(value) : value;
      }
      const [failure, body] = validate(fields, WebsiteSettingBody, { coerce: true });
      if (failure) return fail(400, failure.message);
      if (Object.keys(fields).length + Object.keys(files).length === 0) return fail(400, 'Nothing to save');
      // New work hours become the stylists' business hours, which the page then shows.
      const hours = body.workHour ? postedHours(daysOfWorkHour(body.workHour)) : {};
      const { workHour: _sent, workHourStylists: _stylists, ...settings } = body;
      return ok({ ...info, ...settings, ...hours, ...files }, SAVED_MESSAGE);
    }),
  ];
}

/** The enabled stylists 'Add Work Hours' applies the hours to. */
const enabledStylistsHandler = mockEndpoint(getEnabledStylists, () => ok(pageOf(stylistOptions, 1, 1000)));

export const websiteSettingFailures = {
  loading: mockEndpoint(endpoints.getOwnWebsiteSetting, async () => {
    await delay('infinite');
    return ok(null);
  }),
  loadError: mockEndpoint(endpoints.getOwnWebsiteSetting, () =>
    fail(500, 'Could not load the website settings, please try again'),
  ),
};

export { expectToast } from '../support/expect';

/** Opens 'Add Work Hours' from the Appearance page. */
export const openWorkHours = (canvasElement: HTMLElement) => openDialog(canvasElement, 'Add Work Hours');

/** Every /website-setting story's page and viewer: the guarded page as the salon's owner sees it. */
export const WEBSITE_SETTINGS_PAGE_META = {
  render: renderWebsiteSettings,
  args: { role: 'salon' },
} satisfies Meta<Args>;
/** The story type of the files whose meta spreads `WEBSITE_SETTINGS_PAGE_META`. */
export type WebsiteSettingsStory = StoryObj<typeof WEBSITE_SETTINGS_PAGE_META>;
/** Every /website-setting story's address and handlers (a literal meta's `parameters: { ...websiteSettingsParameters() }`). */
export const websiteSettingsParameters = () =>
  pageParameters({ website: websiteSettingHandlers(), stylists: enabledStylistsHandler }, '/website-setting');
