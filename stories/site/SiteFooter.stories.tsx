import type { Meta, StoryObj } from '@storybook/react-vite';
import { websiteParameters } from '../support/page-meta';
import { expect, within } from 'storybook/test';
import { siteAreas, SiteHomeStory } from './site-story';

/** The footer of every page: the salon's phone, address and e-mail, and the credit link. */
const meta = {
  title: 'Catalogue/Site/SiteFooter',
  component: SiteHomeStory,
  tags: ['catalogue:site-footer'],
  args: { customerName: null, cartCount: 0 },
  parameters: { layout: 'fullscreen', ...websiteParameters(siteAreas(), '') },
} satisfies Meta<typeof SiteHomeStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const footer = within(await within(canvasElement).findByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: '212-555-0100' })).toHaveAttribute(
      'href',
      'tel:2125550100',
    );
    await expect(footer.getByText('120 Madison Avenue, New York, NY 10016')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'hello@demo-salon.example.com' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Salon Platform' })).toBeVisible();
  },
};
