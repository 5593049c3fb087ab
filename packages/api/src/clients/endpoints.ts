import { endpoint } from '../contract';
import { EnableBody, Empty, paged } from '../shared/schemas';
import {
  ClientListQuery,
  ClientNoteBody,
  ClientUser,
  ClientUserBody,
  LogoutUserBody,
  SendMessageBody,
  SentMessage,
  UserIdQuery,
} from './schemas';

/**
 * The Users list: the salon's clients (a stylist's own clients; every salon's for the admin), 15 per
 * page, `filterValue` searching name, e-mail and phone.
 */
export const getClientUsers = endpoint({
  method: 'GET',
  path: '/users/get-users',
  auth: 'token',
  query: ClientListQuery,
  data: paged(ClientUser),
});

/** Creates a client (no `_id`) or updates one (`_id`): the shared Add/Update User modal. */
export const saveClientUser = endpoint({
  method: 'POST',
  path: '/users/create-user',
  auth: 'token',
  body: ClientUserBody,
  data: ClientUser,
});

/** The Active switch: a disabled client can no longer sign in and their sessions stop working. */
export const enableClientUser = endpoint({
  method: 'PATCH',
  path: '/users/enable-disable-user',
  auth: 'token',
  query: UserIdQuery,
  body: EnableBody,
  data: ClientUser,
});

export const deleteClientUser = endpoint({
  method: 'DELETE',
  path: '/users/delete-user',
  auth: 'token',
  query: UserIdQuery,
  data: Empty,
});

/** 'Logout User': signs the client out of the mobile app on every device. */
export const logoutClientUser = endpoint({
  method: 'PATCH',
  path: '/users/logout-user',
  auth: 'token',
  body: LogoutUserBody,
  data: Empty,
});

/** 'Add Notes' of a row: replaces the client's note. */
export const updateClientNote = endpoint({
  method: 'PATCH',
  path: '/users/update-client-note',
  auth: 'token',
  query: UserIdQuery,
  body: ClientNoteBody,
  data: ClientUser,
});

/** 'Send Message': a push notification to the client's mobile app. */
export const sendClientMessage = endpoint({
  method: 'POST',
  path: '/users/send-message',
  auth: 'token',
  body: SendMessageBody,
  data: SentMessage,
});

/** Sets a generated password on the client's account, signs it out everywhere and e-mails it. */
export const resetClientPassword = endpoint({
  method: 'PATCH',
  path: '/users/reset-password',
  auth: 'token',
  query: UserIdQuery,
  data: Empty,
});

export const clientEndpoints = {
  getClientUsers,
  saveClientUser,
  enableClientUser,
  deleteClientUser,
  logoutClientUser,
  updateClientNote,
  sendClientMessage,
  resetClientPassword,
};
