import { endpoint } from '../contract';
import { EnableBody, Empty, paged } from '../shared/schemas';
import { StaffDeleteQuery, StaffFormBody, StaffItem, StaffListQuery, StaffUserIdQuery } from './schemas';

/** Salon users (managers), 20 per page: the viewer's salon, or every salon for the admin. */
export const getStaff = endpoint({
  method: 'GET',
  path: '/salon-staff/get-salon-staff',
  auth: 'token',
  query: StaffListQuery,
  data: paged(StaffItem),
});

export const saveStaff = endpoint({
  method: 'POST',
  path: '/salon-staff/create-salon-staff',
  auth: 'token',
  body: StaffFormBody,
  data: StaffItem,
});

export const enableStaff = endpoint({
  method: 'PATCH',
  path: '/salon-staff/enable-disable-salon-staff',
  auth: 'token',
  query: StaffUserIdQuery,
  body: EnableBody,
  data: StaffItem,
});

export const deleteStaff = endpoint({
  method: 'DELETE',
  path: '/salon-staff/delete-salon-staff',
  auth: 'token',
  query: StaffDeleteQuery,
  data: Empty,
});

export const staffEndpoints = { getStaff, saveStaff, enableStaff, deleteStaff };
