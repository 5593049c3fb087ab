import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSiteColors } from '../SiteLayout/SiteColorsDecorator';
import { SiteNotFoundScreen } from './SiteNotFoundScreen';

const meta = {
  title: 'Screens/Site/SiteNotFoundScreen',
  component: SiteNotFoundScreen,
  args: { homeHref: '/' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteNotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Salon not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

/** An unknown page, product or id inside a salon's site, in the salon's colour. */
export const PageInsideSalon: Story = {
  args: { homeHref: '/salon/demo-salon', kind: 'page' },
  decorators: [withSiteColors('#0f766e')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Go to the salon's home page" })).toHaveAttribute(
      'href',
      '/salon/demo-salon',
    );
  },
};
