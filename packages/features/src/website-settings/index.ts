export { WebsiteSettingsContainer } from './WebsiteSettingsContainer';
export { WorkHoursModalContainer } from './WorkHoursModalContainer';
export type { WorkHoursModalContainerProps } from './WorkHoursModalContainer';
export { WEBSITE_SETTINGS_PAGE_ROLES, websiteSettingsCapabilities } from './policies';
