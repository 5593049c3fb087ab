import { itemsPage } from '@salon/ui/patterns/list-story-states';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ServicesScreen } from './ServicesScreen';
import { listPageArgs } from '../../../patterns/ListScreen/list-page-args';

const can = { add: true, edit: true, toggle: true, delete: true, reorder: true };

const meta = {
  title: 'Screens/Services/ServicesScreen',
  component: ServicesScreen,
  args: {
    can,
    ...listPageArgs(),
    onEditCategory: fn(),
    onEditService: fn(),
    onDelete: fn(),
    onToggle: fn(),
    onReorderCategories: fn(),
    onReorderServices: fn(),
    state: {
      ...itemsPage('categories', [
        {
          id: 'c1',
          title: 'Haircuts',
          enable: true,
          services: [
            { id: 's1', title: 'Haircut', requiredTime: 45, charges: 55, enable: true },
            { id: 's2', title: "Men's Cut", requiredTime: 30, charges: 35, enable: false },
          ],
        },
        {
          id: 'c2',
          title: 'Colour',
          enable: true,
          services: [{ id: 's3', title: 'Highlights', requiredTime: 150, charges: 179.5, enable: true }],
        },
      ]),
      pageSize: 20,
    },
  },
} satisfies Meta<typeof ServicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Empty: Story = {
  args: { state: { ...itemsPage('categories', []), pageSize: 20 } },
};
export const Error: Story = { args: { state: { status: 'error', message: 'Could not load the services' } } };
export const ReadOnly: Story = {
  args: { can: { add: false, edit: false, toggle: false, delete: false, reorder: false } },
};

/** A salon in yen: prices written by the container in the salon's currency, no minor part. */
export const Yen: Story = {
  args: {
    state: {
      ...itemsPage('categories', [
        {
          id: 'c1',
          title: 'Haircuts',
          enable: true,
          services: [
            { id: 's1', title: 'Haircut', requiredTime: 45, charges: 5000, price: '¥5,000', enable: true },
            { id: 's2', title: "Men's Cut", requiredTime: 30, charges: 3500, price: '¥3,500', enable: true },
          ],
        },
      ]),
      pageSize: 20,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('¥5,000')).toBeVisible();
    await expect(canvas.getByText('¥3,500')).toBeVisible();
    await expect(canvas.queryByText(/\$/)).toBeNull();
  },
};
