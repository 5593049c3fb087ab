export { AppVersionsContainer } from './AppVersionsContainer';
export { APP_VERSION_PAGE_ROLES, appVersionsCapabilities } from './policies';
