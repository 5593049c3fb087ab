import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  expectToast,
  SAVED_MESSAGE,
  websiteSettingFailures,
  type Args,
  WEBSITE_SETTINGS_PAGE_META,
  websiteSettingsParameters,
} from './website-settings-story';
import type { WebsiteSettingsStory as Story } from './website-settings-story';
import { playAlert, playRedirectedTo } from '../support/plays';

/** /website-setting (Appearance) through WebsiteSettingsContainer against MSW (spec 2 §2, §4, §7). */
export default {
  ...WEBSITE_SETTINGS_PAGE_META,
  parameters: { ...websiteSettingsParameters() },
  title: 'Catalogue/WebsiteSettings/WebsiteSettings',
  tags: ['catalogue:website-settings'],
} satisfies Meta<Args>;

async function expectPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Spring offer')).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 1, name: 'Appearance' })).toBeVisible();
  const link = canvas.getByRole('link', { name: 'Go To Website (opens in a new window)' });
  await expect(link).toHaveAttribute('href', '/salon/demo-salon');
  await expect(link).toHaveAttribute('target', '_blank');
  for (const block of [
    'Logo',
    'Banner image',
    'Banner title',
    'Banner subtitle',
    'Offers bar text',
    'Offers bar paragraph',
    'Shop title',
    'Service title',
    'Hours title',
    'Hours paragraph',
    'Contact title',
    'Contact paragraph',
  ]) {
    await expect(canvas.getByRole('button', { name: `Edit ${block}` })).toBeVisible();
  }
  await expect(canvas.getByRole('textbox', { name: 'Colour code' })).toHaveValue('#5b21b6');
  await expect(canvas.getByRole('button', { name: 'Update' })).toBeVisible();
  // The posted hours are the stylists' business hours, read-only here, with the way to where they are set.
  await expect(canvas.getByRole('link', { name: 'Set business hours' })).toHaveAttribute('href', '/stylist');
  const hours = within(canvas.getByRole('group', { name: 'Work hours' }));
  await expect(hours.getByText('09:00 – 13:00, 14:00 – 19:00')).toBeVisible();
  await expect(canvas.getByText('Cuts, colour and care in the heart of Manhattan')).toBeVisible();
  await expect(canvas.getByRole('img', { name: 'Demo Salon logo' })).toBeVisible();
}

export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => expectPage(canvasElement),
};

export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => expectPage(canvasElement),
};

export const Superadmin: Story = {
  tags: ['role:superadmin', 'state:default'],
  args: { role: 'superadmin' },
  play: async ({ canvasElement }) => expectPage(canvasElement),
};

/** The pencil opens the banner title; SUBMIT closes it, sends the text and the server's message shows. */
export const Editing: Story = {
  tags: ['role:salon', 'state:editing'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Banner title' }));
    const field = canvas.getByRole('textbox', { name: 'Banner title' });
    await expect(field).toHaveValue('Demo Salon');
    await userEvent.clear(field);
    await userEvent.type(field, 'Fresh looks for spring');
    await userEvent.click(canvas.getByRole('button', { name: 'SUBMIT' }));
    await expectToast(SAVED_MESSAGE);
    await expect(await canvas.findByText('Fresh looks for spring')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Banner title' })).toBeNull();
  },
};

/** An emptied text closes the editor and sends nothing (spec 2 §4). */
export const EmptyTextSendsNothing: Story = {
  tags: ['role:manager', 'state:editing'],
  args: { role: 'manager' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Offers bar text' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Offers bar text' }));
    await userEvent.click(canvas.getByRole('button', { name: 'SUBMIT' }));
    await expect(canvas.getByText('Spring offer')).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByText(SAVED_MESSAGE)).toBeNull();
  },
};

export const ColourUpdate: Story = {
  tags: ['role:superadmin', 'state:editing'],
  args: { role: 'superadmin' },
  play: async ({ canvas }) => {
    const code = await canvas.findByRole('textbox', { name: 'Colour code' });
    await userEvent.clear(code);
    await userEvent.type(code, '#0f766e');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expectToast(SAVED_MESSAGE);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Colour code' })).toHaveValue('#0f766e'));
  },
};

/** A logo that is not an image stays in the editor with 'File type not permitted'. */
export const LogoWrongType: Story = {
  tags: ['role:salon', 'state:editing'],
  play: async ({ canvas }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await canvas.findByRole('button', { name: 'Edit Logo' }));
    await user.upload(
      canvas.getByLabelText('Choose logo'),
      new File(['%PDF-1.7'], 'logo.pdf', { type: 'application/pdf' }),
    );
    await user.click(canvas.getByRole('button', { name: 'SUBMIT' }));
    await expect(canvas.getByLabelText('Choose logo')).toHaveAccessibleDescription(
      expect.stringContaining('File type not permitted'),
    );
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'logo.png', {
      type: 'image/png',
    });
    await user.upload(canvas.getByLabelText('Choose logo'), png);
    await user.click(canvas.getByRole('button', { name: 'SUBMIT' }));
    await expectToast(SAVED_MESSAGE);
  },
};

/** A stylist is sent to the dashboard. */
export const StylistRedirected: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  play: playRedirectedTo('/'),
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  parameters: { msw: { handlers: { website: [websiteSettingFailures.loading] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the website settings')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  tags: ['role:salon', 'state:error'],
  parameters: { msw: { handlers: { website: [websiteSettingFailures.loadError] } } },
  play: playAlert('Could not load the website settings, please try again'),
};
