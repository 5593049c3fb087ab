export { StaffContainer } from './StaffContainer';
export { STAFF_PAGE_ROLES, staffCapabilities } from './policies';
