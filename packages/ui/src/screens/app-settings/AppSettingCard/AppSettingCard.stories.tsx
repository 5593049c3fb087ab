import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppSettingCard } from './AppSettingCard';
import { LOGIN_IMAGE, LOGIN_SAVED_TEXTS, LOGIN_TEXTS } from './login-card-fixture';

const swatch = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="${colour}"/></svg>`,
  )}`;

const meta = {
  title: 'Screens/AppSettings/AppSettingCard',
  component: AppSettingCard,
  args: {
    title: 'Login Screen',
    texts: LOGIN_TEXTS,
    image: LOGIN_IMAGE,
    initialTexts: LOGIN_SAVED_TEXTS,
    imageUrl: swatch('#fde68a'),
    onSubmit: fn(),
  },
} satisfies Meta<typeof AppSettingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(LOGIN_SAVED_TEXTS, null);
  },
};

/** Never saved: every text and the image fail with their messages. */
export const Validation: Story = {
  args: { initialTexts: { loginTitle: '', loginSubTitle: '', loginButton: '' }, imageUrl: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    for (const message of [
      'Please enter login heading text',
      'Please enter login sub heading text',
      'Please enter login button text',
      'Please upload background image',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Logo: Story = {
  args: {
    title: 'App Logo',
    texts: [],
    image: { name: 'appLogoImageURL', label: 'Salon Logo', message: 'Please upload salon logo' },
    initialTexts: {},
    imageUrl: null,
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const ServerFailure: Story = {
  args: { serverError: 'The shop (Point of Sales) is not enabled for this salon' },
};
