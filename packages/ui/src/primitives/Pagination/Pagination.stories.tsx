import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useHeldValue } from '../use-held-value';
import { Pagination } from './Pagination';
import type { PaginationProps } from './Pagination';

/** Holds `page` so clicking moves; `onPageChange` is still reported. */
function ControlledPagination(props: PaginationProps) {
  const [page, onPageChange] = useHeldValue(props.page, props.onPageChange);
  return <Pagination {...props} page={page} onPageChange={onPageChange} />;
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  render: (args) => <ControlledPagination key={`${args.page}/${args.pageCount}`} {...args} />,
  args: { page: 1, pageCount: 10, onPageChange: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const Middle: Story = { args: { page: 5 } };
export const LastPage: Story = { args: { page: 10 } };
export const FewPages: Story = { args: { page: 2, pageCount: 3 } };
/** One page: nothing is rendered. */
export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Clicking: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(nav.getByRole('button', { name: '2' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(nav.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(nav.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);

    await userEvent.click(nav.getByRole('button', { name: '10' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    await expect(nav.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: '9' })).toBeVisible();
  },
};
