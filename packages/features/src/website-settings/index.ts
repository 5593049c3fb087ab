export { WebsiteSettingsContainer } from './WebsiteSettingsContainer';
export { WEBSITE_SETTINGS_PAGE_ROLES, websiteSettingsCapabilities } from './policies';
