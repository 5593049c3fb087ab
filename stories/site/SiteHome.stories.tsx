import { subServiceId } from '@salon/api/mocks/factories/services';
import { websiteFailureHandlers } from './site-home-failures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { websiteParameters } from '../support/page-meta';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteAreas, SiteHomeStory } from './site-story';

/** `/salon/{salonName}`: the salon home inside the site frame, against MSW. */
const meta = {
  title: 'Catalogue/Site/SiteHome',
  component: SiteHomeStory,
  tags: ['catalogue:site-home'],
  args: { customerName: null, cartCount: 0 },
  parameters: { layout: 'fullscreen', ...websiteParameters(siteAreas(), '') },
} satisfies Meta<typeof SiteHomeStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Banner, offers, the first 4 products, services by category, hours and the contact form. */
export const Default: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Demo Salon' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute(
      'href',
      '/salon/demo-salon/book-appointment',
    );
    const products = within(canvas.getByRole('region', { name: 'Shop our products' }));
    await expect(await products.findAllByRole('listitem')).toHaveLength(4);
    await expect(products.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/salon/demo-salon/products-list',
    );
    const services = within(canvas.getByRole('region', { name: 'Our services' }));
    const colour = await services.findByRole('tab', { name: 'Colour' });
    await expect(services.getByRole('tab', { name: 'Haircuts' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(colour);
    await expect(colour).toHaveAttribute('aria-selected', 'true');
    // Each service opens the booking page with it chosen.
    await expect(services.getByRole('link', { name: 'Highlights' })).toHaveAttribute(
      'href',
      `/salon/demo-salon/book-appointment?serviceId=${subServiceId(6)}`,
    );
    const hours = within(canvas.getByRole('region', { name: 'Hours of operation' }));
    await expect(hours.getByRole('row', { name: 'Sunday Closed' })).toBeVisible();
    await expect(hours.getByRole('row', { name: 'Monday 09:00 – 19:00' })).toBeVisible();
    // The stylists' hours leave a gap on Wednesday: the day is posted with both ranges.
    await expect(hours.getByRole('row', { name: 'Wednesday 09:00 – 13:00, 14:00 – 19:00' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Contact form' })).toBeVisible();
  },
};

/** A signed-in customer sees the same home with their account in the header. */
export const Customer: Story = {
  tags: ['role:customer', 'state:default'],
  args: { customerName: 'Chris Client', cartCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Demo Salon' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Order history' })).toBeVisible();
  },
};

/** A salon in euros and de-DE: the products' and services' prices are written '18,00 €'. */
export const Euro: Story = {
  tags: ['role:visitor', 'state:default'],
  parameters: { msw: { handlers: { website: websiteFailureHandlers.euro } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const products = within(
      await canvas.findByRole('region', { name: 'Shop our products' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(products.getAllByText(/^\d[\d.]*,\d\d\s€$/).length).toBeGreaterThan(0));
    await expect(products.queryByText(/\$/)).toBeNull();
  },
};

/** The website info has not arrived yet. */
export const Loading: Story = {
  tags: ['role:visitor', 'state:loading'],
  parameters: { msw: { handlers: { website: websiteFailureHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** A salon without products or services yet. */
export const Empty: Story = {
  tags: ['role:visitor', 'state:empty'],
  parameters: { msw: { handlers: { website: websiteFailureHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Demo Salon' })).toBeVisible();
    await expect(await canvas.findByText('This salon has not added any services yet.')).toBeVisible();
    // No products: the home has no shop section at all.
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Shop our products' })).toBeNull());
    await expect(canvas.queryByText('No Data Found!')).toBeNull();
  },
};
