import { serviceHandlers } from '@salon/api/mocks/handlers/services';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { openFromRow, serviceTitlesOf, SERVICES_PAGE_META, servicesParameters } from './services-story';
import type { Args } from './services-story';
import type { ServicesStory as Story } from './services-story';
import { expectTexts, expectToast } from '../support/expect';
import { clickButton } from '../support/form';

/** The delete confirmation of /services. */
export default {
  ...SERVICES_PAGE_META,
  parameters: { ...servicesParameters() },
  title: 'Catalogue/Services/ServiceDeleteModal',
  tags: ['catalogue:service-delete-modal'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  parameters: { msw: { handlers: { services: serviceHandlers() } } },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(
      canvasElement,
      'Deep Conditioning',
      'Delete Deep Conditioning',
      'Delete Service',
    );
    await expectTexts(dialog, ['Are you sure you want to delete this Service?', 'Deep Conditioning']);
    await clickButton(dialog, 'Delete');
    await expectToast('Service deleted successfully');
    await waitFor(() => expect(serviceTitlesOf(canvasElement)).not.toContain('Deep Conditioning'));
  },
};

export const Cancelled: Story = {
  tags: ['role:any', 'state:default'],
  parameters: { msw: { handlers: { services: serviceHandlers() } } },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Haircut', 'Delete Haircut', 'Delete Service');
    await clickButton(dialog, 'Cancel');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Service' })).toBeNull());
    await expect(within(canvasElement).getByRole('cell', { name: 'Haircut' })).toBeVisible();
  },
};
