import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppVersionFormModal, EMPTY_APP_VERSION_FORM } from './AppVersionFormModal';

const meta = {
  title: 'Modals/AppVersions/AppVersionFormModal',
  component: AppVersionFormModal,
  args: {
    ...formModalArgs(),
    salonName: 'Demo Salon',
    initialValues: EMPTY_APP_VERSION_FORM,
  },
} satisfies Meta<typeof AppVersionFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Filled: Story = {
  args: {
    initialValues: {
      versionTitleAndroid: '2.5.0',
      versionTitleIOS: '2.5.0',
      packageName: 'com.demosalon.app',
      bundleID: 'com.demosalon.ios',
      androidStoreUrl: 'https://play.google.com/store/apps/details?id=com.demosalon.app',
      iosStoreUrl: '',
      versionDescription: 'Gift cards in the shop.',
      isCompulsory: true,
    },
  },
};

export const ServerError: Story = {
  args: { serverError: 'This app version already exists for this salon' },
};
