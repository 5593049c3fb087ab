import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WebsiteSettingsScreen } from './WebsiteSettingsScreen';
import type { WebsiteAppearance } from './WebsiteSettingsScreen';

const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="12" fill="#ede9fe"/><circle cx="32" cy="32" r="16" fill="#5b21b6"/></svg>',
  );
const banner =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="480"><rect width="1200" height="480" fill="#4c1d95"/><path d="M0 360 C300 260 600 460 1200 300 V480 H0 Z" fill="#a78bfa" opacity="0.55"/></svg>',
  );

const appearance: WebsiteAppearance = {
  salonName: 'Demo Salon',
  bgColor: '#5b21b6',
  websiteLogoImageURL: logo,
  websiteBannerImageURL: banner,
  websiteTitle: 'Demo Salon',
  websiteSubTitle: 'Cuts, colour and care in the heart of Manhattan',
  appearanceBarText: 'Spring offer',
  appearanceBarPara: '20% off every colour service booked online until the end of April.',
  productText: 'Shop our products',
  serviceText: 'Our services',
  hourText: 'Hours of operation',
  hourPara: 'Walk in or book online; we are open six days a week.',
  contactText: 'Contact us',
  contactPara: 'Questions, gift cards or group bookings: send us a message.',
  workHour: [
    { day: 'Sunday', hours: 'Closed' },
    { day: 'Monday', hours: '09:00 – 19:00' },
    { day: 'Tuesday', hours: '09:00 – 19:00' },
    { day: 'Wednesday', hours: '09:00 – 13:00, 14:00 – 19:00' },
    { day: 'Thursday', hours: '09:00 – 21:00' },
    { day: 'Friday', hours: '09:00 – 21:00' },
    { day: 'Saturday', hours: '10:00 – 17:00' },
  ],
};

const meta = {
  title: 'Screens/WebsiteSettings/WebsiteSettingsScreen',
  component: WebsiteSettingsScreen,
  args: {
    state: { status: 'ready', appearance },
    websiteUrl: '/salon/demo-salon',
    pending: [],
    maxImageBytes: 2 * 1024 * 1024,
    onSaveText: fn(),
    onSaveImage: fn(),
    onSaveColor: fn(),
    businessHoursHref: '/stylist',
    onNavigate: fn(),
    onAddWorkHours: fn(),
  },
} satisfies Meta<typeof WebsiteSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Appearance' })).toBeVisible();
    const link = canvas.getByRole('link', { name: /Go To Website/ });
    await expect(link).toHaveAttribute('href', '/salon/demo-salon');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('Monday')).toBeVisible();
    await expect(canvas.getByText('Closed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Work Hours' }));
    await expect(args.onAddWorkHours).toHaveBeenCalledOnce();
    await expect(canvas.getByText('09:00 – 13:00, 14:00 – 19:00')).toBeVisible();
  },
};

/** The hours are the stylists' business hours: the link leads to where they are set, in the app's router. */
export const BusinessHoursLink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Set business hours' });
    await expect(link).toHaveAttribute('href', '/stylist');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/stylist');
  },
};

/** The pencil opens the banner title; SUBMIT closes it and sends the new text. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Banner title' }));
    const field = canvas.getByRole('textbox', { name: 'Banner title' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Fresh looks');
    await userEvent.click(canvas.getByRole('button', { name: 'SUBMIT' }));
    await expect(args.onSaveText).toHaveBeenCalledWith('websiteTitle', 'Fresh looks');
    await expect(canvas.queryByRole('textbox', { name: 'Banner title' })).toBeNull();
  },
};

/** An emptied text sends nothing (spec 2 §4). */
export const EmptyEditSendsNothing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Contact paragraph' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Contact paragraph' }));
    await userEvent.click(canvas.getByRole('button', { name: 'SUBMIT' }));
    await expect(args.onSaveText).not.toHaveBeenCalled();
    await expect(
      canvas.getByText('Questions, gift cards or group bookings: send us a message.'),
    ).toBeVisible();
  },
};

export const Saving: Story = {
  args: { pending: ['websiteTitle', 'bgColor'] },
};

/** A salon that never set a logo, a banner or a light colour. */
export const NoImagesLightColour: Story = {
  args: {
    state: {
      status: 'ready',
      appearance: {
        ...appearance,
        bgColor: '#fde047',
        websiteLogoImageURL: null,
        websiteBannerImageURL: null,
      },
    },
  },
};

export const Loading: Story = { args: { state: { status: 'loading' }, websiteUrl: null } };

export const LoadError: Story = {
  args: { state: { status: 'error', message: 'Could not load the website settings, please try again' } },
};
