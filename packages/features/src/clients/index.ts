export { UsersContainer } from './UsersContainer';
export { USERS_PAGE_ROLES, usersCapabilities } from './policies';
