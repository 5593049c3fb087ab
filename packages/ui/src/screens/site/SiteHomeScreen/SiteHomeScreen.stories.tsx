import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withSiteColors } from '../SiteLayout/SiteColorsDecorator';
import { SiteHomeScreen } from './SiteHomeScreen';

const day = (name: string, hours: string) => ({ day: name, hours });

const meta = {
  title: 'Screens/Site/SiteHomeScreen',
  component: SiteHomeScreen,
  args: {
    texts: {
      websiteTitle: 'Demo Salon',
      websiteSubTitle: 'Cuts, colour and care',
      bannerUrl: null,
      appearanceBarText: 'Spring offer',
      appearanceBarPara: '20% off colour services.',
      productText: 'Shop',
      serviceText: 'Our services',
      hourText: 'Hours of operation',
      hourPara: 'Open six days a week.',
      contactText: 'Contact us',
      contactPara: 'Send us a message.',
    },
    products: {
      status: 'ready',
      items: [
        {
          _id: 'p1',
          name: 'Argan Repair Shampoo With A Long Name',
          imageUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/%3E',
          price: '$18.00',
          actualPrice: '$24.00',
          href: '/salon/demo-salon/product-info/p1',
        },
      ],
    },
    services: {
      status: 'ready',
      items: [
        {
          _id: 'c1',
          title: 'Haircuts',
          services: [
            {
              _id: 's1',
              title: 'Haircut',
              description: 'Wash, cut, finish.',
              price: '$55.00',
              duration: '45 min',
              href: '/salon/demo-salon/book-appointment?serviceId=s1',
            },
          ],
        },
      ],
    },
    hours: [day('Sunday', 'Closed'), day('Monday', '09:00 – 19:00')],
    bookHref: '/salon/demo-salon/book-appointment',
    shopHref: '/salon/demo-salon/products-list',
    onNavigate: fn(),
    contactForm: <p>Contact form</p>,
  },
  parameters: { layout: 'fullscreen' },
  decorators: [withSiteColors('#5b21b6')],
} satisfies Meta<typeof SiteHomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Long names wrap whole, never cut.
    await expect(
      within(canvasElement).getByRole('link', { name: 'Argan Repair Shampoo With A Long Name' }),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { products: { status: 'loading' }, services: { status: 'loading' } } };

export const Empty: Story = {
  args: { products: { status: 'ready', items: [] }, services: { status: 'ready', items: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Shop' })).toBeNull();
    await expect(canvas.getByText('This salon has not added any services yet.')).toBeVisible();
  },
};
