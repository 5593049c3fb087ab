export { UsersScreen } from './UsersScreen';
export type { UserRow, UsersCapabilities, UsersScreenProps, UsersState } from './UsersScreen';
