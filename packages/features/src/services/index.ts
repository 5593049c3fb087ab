export { ServicesContainer, SERVICES_PAGE_SIZE } from './ServicesContainer';
export { servicesCapabilities, SERVICES_ROLES } from './policies';
export { useEnabledCategories } from './use-enabled-categories';
export { useEnabledSubServices } from './use-enabled-sub-services';
