import { itemsPage } from '@salon/ui/patterns/list-story-states';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductsScreen, type ProductCardView } from './ProductsScreen';
import { pagedSearchArgs } from '../../../patterns/CardsPage/paged-search-args';

const swatch = (background: string, disc: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="${background}"/><circle cx="120" cy="120" r="72" fill="${disc}"/></svg>`,
  )}`;

const products: ProductCardView[] = [
  {
    id: 'p1',
    name: 'Argan Repair Shampoo',
    description: 'A sulphate-free shampoo with argan oil that repairs dry, colour-treated hair.',
    categoryName: 'Hair Care',
    price: '$18.00',
    actualPrice: '$24.00',
    stock: 24,
    imageUrl: swatch('#ede9fe', '#5b21b6'),
    enable: true,
  },
  {
    id: 'p2',
    name: 'Sea Salt Spray',
    description: 'Beach texture, matte.',
    categoryName: 'Styling',
    price: '$14.00',
    actualPrice: null,
    stock: 0,
    imageUrl: swatch('#ccfbf1', '#0f766e'),
    enable: false,
  },
];

const meta = {
  title: 'Screens/Products/ProductsScreen',
  component: ProductsScreen,
  args: {
    state: itemsPage('products', products, { pageCount: 2 }),
    can: { add: true, edit: true, delete: true, toggle: true, addStock: true },
    ...pagedSearchArgs(),
    onAdd: fn(),
    onOpenDetails: fn(),
    onToggle: fn(),
    onAddStock: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Empty: Story = { args: { state: itemsPage('products', []) } };
export const Error: Story = { args: { state: { status: 'error', message: 'Could not load the products' } } };
