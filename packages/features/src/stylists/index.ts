export { StylistsContainer } from './StylistsContainer';
export { STYLISTS_PAGE_ROLES, stylistsCapabilities } from './policies';
