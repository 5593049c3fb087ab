import {
  indexColumn,
  ListScreen,
  Muted,
  Nowrap,
  type ListState,
  type ListPageProps,
  actionColumn,
  switchColumn,
} from '@salon/ui/patterns/ListScreen';
import { addButton } from '@salon/ui/patterns/add-button';
import type { SelectOption } from '@salon/ui/primitives/Select';
import type { TableColumn } from '@salon/ui/primitives/Table';

/** A release of a salon's mobile apps as a row of the App Versions list. */
export interface AppVersionRow {
  id: string;
  versionTitleAndroid: string;
  versionTitleIOS: string;
  packageName: string;
  bundleID: string;
  versionDescription: string;
  isCompulsory: boolean;
  enable: boolean;
}

export type AppVersionsState = ListState<AppVersionRow>;

export interface AppVersionsCapabilities {
  add: boolean;
  toggleEnable: boolean;
  delete: boolean;
}

export interface AppVersionsScreenProps extends ListPageProps<AppVersionRow> {
  can: AppVersionsCapabilities;
  /** The salons the admin picks from; the list shows the chosen salon's versions. */
  salonOptions: readonly SelectOption<string>[];
  salonId: string | null;
  onSalonChange: (salonId: string | null) => void;
  onToggleEnable: (row: AppVersionRow, enable: boolean) => void;
  /** Offered only for disabled versions (spec 2 §4). */
  onDelete: (row: AppVersionRow) => void;
}

const versionName = (row: AppVersionRow) => `Android ${row.versionTitleAndroid} / iOS ${row.versionTitleIOS}`;

/** /appversion: the admin's app versions of one salon (spec 2 §2 "App Versions"). */
export function AppVersionsScreen({
  state,
  can,
  salonOptions,
  salonId,
  onSalonChange,
  onAdd,
  onToggleEnable,
  onDelete,
  pendingIds = [],
  ...paging
}: AppVersionsScreenProps) {
  const columns: TableColumn<AppVersionRow>[] = [
    indexColumn(state),
    {
      key: 'android',
      header: 'Android Version',
      render: (row) => <Nowrap>{row.versionTitleAndroid}</Nowrap>,
    },
    { key: 'ios', header: 'iOS Version', render: (row) => <Nowrap>{row.versionTitleIOS}</Nowrap> },
    { key: 'packageName', header: 'Package Name', render: (row) => row.packageName },
    { key: 'bundleID', header: 'Bundle ID', render: (row) => row.bundleID },
    {
      key: 'description',
      header: 'Description',
      render: (row) => row.versionDescription || <Muted>—</Muted>,
    },
    { key: 'compulsory', header: 'Compulsory', render: (row) => (row.isCompulsory ? 'Yes' : 'No') },
    switchColumn({
      key: 'enable',
      header: 'Enable',
      checked: (row) => row.enable,
      label: (row) => `${versionName(row)} enabled`,
      onChange: onToggleEnable,
      pendingIds,
      locked: () => !can.toggleEnable,
    }),
    // An enabled version cannot be deleted, so its row offers no button.
    actionColumn([{ icon: 'trash', label: 'Delete App Version', onClick: onDelete }], {
      hidden: !can.delete,
      skip: (row) => row.enable,
      skipped: <Muted>—</Muted>,
    }),
  ];

  return (
    <ListScreen
      {...paging}
      title="App Versions"
      searchPlaceholder="Search App Version..."
      listTypeOptions={salonOptions}
      listTypeValue={salonId}
      onListTypeChange={onSalonChange}
      listTypeLabel="Select Salon"
      {...addButton(Boolean(can.add && salonId), 'Add App Version', onAdd)}
      state={state}
      columns={columns}
      caption="App versions"
      emptySubtitle="We could not find any app version. Please add one"
    />
  );
}
