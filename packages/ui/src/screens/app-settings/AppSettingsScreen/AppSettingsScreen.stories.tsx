import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LOGIN_IMAGE, LOGIN_SAVED_TEXTS, LOGIN_TEXTS } from '../AppSettingCard/login-card-fixture';
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
  texts: LOGIN_TEXTS,
  image: LOGIN_IMAGE,
  setting: {
    status: 'ready',
    texts: LOGIN_SAVED_TEXTS,
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
