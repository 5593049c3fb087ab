export { CheckInContainer } from './CheckInContainer';
export { CHECK_IN_PAGE_ROLES } from './policies';
