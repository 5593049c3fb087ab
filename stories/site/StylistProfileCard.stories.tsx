import { SlotGrid } from '@salon/ui/screens/booking/SlotGrid';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/** A drawn portrait, so the screenshot never waits on a file. */
const PORTRAIT = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#ede9fe"/><circle cx="32" cy="24" r="12" fill="#7c3aed"/><rect x="12" y="40" width="40" height="24" rx="12" fill="#7c3aed"/></svg>',
)}`;

const slots = [
  { _id: 'a', time: '09:00', status: 'available' as const, choosable: true },
  { _id: 'b', time: '09:30', status: 'confirmed' as const, choosable: false },
  { _id: 'c', time: '10:00', status: 'available' as const, choosable: true },
];

/**
 * The stylist's card on the booking page: the photo and the short bio the owner wrote in the
 * stylist form, above the stylist's times; without a photo, the name and bio alone.
 */
const meta = {
  title: 'Catalogue/Site/StylistProfileCard',
  component: SlotGrid,
  tags: ['catalogue:stylist-profile-card'],
  args: {
    date: '2026-03-17',
    onChoose: fn(),
    stylists: [
      {
        _id: 's1',
        name: 'Stella Stylist',
        photo: PORTRAIT,
        bio: 'Colour specialist for twelve years; balayage and soft blondes are her favourites.',
        slots,
      },
    ],
  },
} satisfies Meta<typeof SlotGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Stella Stylist' });
    await expect(within(card).getByText(/Colour specialist for twelve years/)).toBeVisible();
    const photo = card.querySelector('img');
    await expect(photo).not.toBeNull();
    await expect(photo!.getAttribute('src')).toBe(PORTRAIT);
    await userEvent.click(within(card).getByRole('button', { name: /^9:00/ }));
    await expect(args.onChoose).toHaveBeenCalledWith('s1', 'a');
  },
};

export const NoPhoto: Story = {
  tags: ['role:any', 'state:no-photo'],
  args: {
    stylists: [
      { _id: 's2', name: 'James Barber', photo: null, bio: 'Classic cuts and hot-towel shaves.', slots },
    ],
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'James Barber' });
    await expect(within(card).getByText('Classic cuts and hot-towel shaves.')).toBeVisible();
    await expect(card.querySelector('img')).toBeNull();
  },
};
