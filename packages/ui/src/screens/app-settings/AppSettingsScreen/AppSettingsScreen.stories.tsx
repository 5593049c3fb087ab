import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppSettingsScreen, type AppSettingCardModel } from './AppSettingsScreen';

const logo: AppSettingCardModel = {
  type: 'logo',
  title: 'App Logo',
  texts: [],
  image: { name: 'appLogoImageURL', label: 'Salon Logo', message: 'Please upload salon logo' },
  setting: { status: 'ready', texts: {}, imageUrl: null, version: 'new' },
  submitting: false,
};

const login: AppSettingCardModel = {
  type: 'login',
  title: 'Login Screen',
  texts: [
    { name: 'loginTitle', label: 'Heading Text', message: 'Please enter login heading text' },
    { name: 'loginSubTitle', label: 'Sub Heading Text', message: 'Please enter login sub heading text' },
    { name: 'loginButton', label: 'Button Text', message: 'Please enter login button text' },
  ],
  image: {
    name: 'loginBackgroundImageURL',
    label: 'Background Image',
    message: 'Please upload background image',
  },
  setting: {
    status: 'ready',
    texts: { loginTitle: 'Welcome back', loginSubTitle: 'Sign in to book', loginButton: 'Sign In' },
    imageUrl: null,
    version: 'saved',
  },
  submitting: false,
};

const meta = {
  title: 'Screens/AppSettings/AppSettingsScreen',
  component: AppSettingsScreen,
  args: { cards: [logo, login], onSubmit: fn() },
} satisfies Meta<typeof AppSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { cards: null } };
export const CardLoading: Story = { args: { cards: [logo, { ...login, setting: { status: 'loading' } }] } };
export const LoadError: Story = {
  args: { cards: null, error: 'Could not load the app settings, please try again' },
};
