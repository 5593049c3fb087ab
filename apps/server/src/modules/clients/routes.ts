import {
  deleteClientUser,
  enableClientUser,
  getClientUsers,
  logoutClientUser,
  resetClientPassword,
  saveClientUser,
  sendClientMessage,
  updateClientNote,
} from '@salon/api/clients/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import type { ClientService } from './service';

export function clientRoutes(route: ContractRouter, clients: ClientService): void {
  route(getClientUsers, async ({ viewer, query }) => ({ data: await clients.list(viewer, query) }));

  route(saveClientUser, async ({ viewer, body }) => {
    const { user, created } = await clients.save(viewer, body);
    return { data: user, message: created ? 'User created successfully' : 'User updated successfully' };
  });

  route(enableClientUser, async ({ viewer, query, body }) => {
    const user = await clients.setActive(viewer, query.userID, body.enable);
    return { data: user, message: user.active ? 'User enabled successfully' : 'User disabled successfully' };
  });

  route(deleteClientUser, async ({ viewer, query }) => {
    await clients.delete(viewer, query.userID);
    return { data: null, message: 'User deleted successfully' };
  });

  route(logoutClientUser, async ({ viewer, body }) => {
    const name = await clients.logout(viewer, body);
    return { data: null, message: `${name} was logged out of the mobile app` };
  });

  route(updateClientNote, async ({ viewer, query, body }) => ({
    data: await clients.updateNote(viewer, query.userID, body),
    message: 'Notes saved successfully',
  }));

  route(sendClientMessage, async ({ viewer, body }) => {
    const { sent, name } = await clients.sendMessage(viewer, body);
    return { data: sent, message: `Message sent to ${name}` };
  });

  route(resetClientPassword, async ({ viewer, query }) => {
    const email = await clients.resetPassword(viewer, query.userID);
    return { data: null, message: `A new password was sent to ${email}` };
  });
}
