import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LIST_LOADING, listLoadError, listPage } from '@salon/ui/patterns/list-story-states';
import { AppVersionsScreen } from './AppVersionsScreen';
import { listPageArgs } from '../../../patterns/ListScreen/list-page-args';

const meta = {
  title: 'Screens/AppVersions/AppVersionsScreen',
  component: AppVersionsScreen,
  args: {
    state: {
      status: 'ready',
      rows: [
        {
          id: 'v1',
          versionTitleAndroid: '2.4.0',
          versionTitleIOS: '2.4.0',
          packageName: 'com.demosalon.app',
          bundleID: 'com.demosalon.ios',
          versionDescription: 'Book with your favourite stylist and shop from the app.',
          isCompulsory: false,
          enable: true,
        },
        {
          id: 'v2',
          versionTitleAndroid: '2.3.1',
          versionTitleIOS: '2.3.2',
          packageName: 'com.demosalon.app',
          bundleID: 'com.demosalon.ios',
          versionDescription: 'Security fixes for signing in.',
          isCompulsory: true,
          enable: false,
        },
      ],
      page: 1,
      pageCount: 1,
      pageSize: 20,
    },
    can: { add: true, toggleEnable: true, delete: true },
    salonOptions: [
      { value: 's1', label: 'Demo Salon' },
      { value: 's2', label: 'Second Salon' },
    ],
    salonId: 's1',
    onSalonChange: fn(),
    ...listPageArgs(),
    onToggleEnable: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof AppVersionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: LIST_LOADING } };
export const Empty: Story = { args: { state: listPage([]) } };
export const LoadError: Story = { args: { state: listLoadError('Could not load the app versions') } };
