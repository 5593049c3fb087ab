import type { AppSettingCardProps } from './AppSettingCard';

// The Login Screen card's fields and saved texts, for the app settings stories.

export const LOGIN_TEXTS: AppSettingCardProps['texts'] = [
  { name: 'loginTitle', label: 'Heading Text', message: 'Please enter login heading text' },
  { name: 'loginSubTitle', label: 'Sub Heading Text', message: 'Please enter login sub heading text' },
  { name: 'loginButton', label: 'Button Text', message: 'Please enter login button text' },
];

export const LOGIN_IMAGE: AppSettingCardProps['image'] = {
  name: 'loginBackgroundImageURL',
  label: 'Background Image',
  message: 'Please upload background image',
};

export const LOGIN_SAVED_TEXTS = {
  loginTitle: 'Welcome back',
  loginSubTitle: 'Sign in to book',
  loginButton: 'Sign In',
};
