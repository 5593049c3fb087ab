import * as clients from '../../clients/endpoints';
import type { ClientUser, ClientUserBody } from '../../clients/schemas';
import type { Role } from '../../shared/schemas';
import { getEnabledStylists } from '../../stylists/endpoints';
import { FIXED_NOW } from '../clock';
import { buildClientUser, clientUsers, STYLISTS, stylistOptions } from '../factories/clients';
import { userIdOf } from '../factories/auth';
import { matchesFilter, pageOf } from '../paging';
import { fail, listStates, mockEndpoint, mockFailure, mockPending, ok } from '../http';

function pageQuery(request: Request) {
  const search = new URL(request.url).searchParams;
  return {
    pageNumber: Number(search.get('pageNumber') ?? 1),
    pageSize: Number(search.get('pageSize') ?? 20),
    filterValue: search.get('filterValue'),
  };
}

const byId = (id: string | null) => clientUsers.find((client) => client._id === id);

/**
 * The Users area (clients, the stylist options of the user form) for a viewer of `role`: a stylist sees
 * only their own clients, as on the server. Stateless: writes answer as the server would, lists stay.
 */
export function clientHandlers(role: Role = 'salon') {
  return [
    mockEndpoint(clients.getClientUsers, ({ request }) => {
      const { pageNumber, pageSize, filterValue } = pageQuery(request);
      const visible = clientUsers.filter(
        (client) =>
          (role !== 'stylist' || client.stylist?._id === userIdOf('stylist')) &&
          matchesFilter(filterValue, client.name, client.email, client.phone),
      );
      return ok(pageOf(visible, pageNumber, pageSize));
    }),
    mockEndpoint(getEnabledStylists, () => ok(pageOf(stylistOptions, 1, 1000))),
    mockEndpoint(clients.saveClientUser, async ({ request }) => {
      const body = (await request.json()) as ClientUserBody;
      const saved: ClientUser = buildClientUser({
        ...(body._id ? byId(body._id) : {}),
        _id: body._id ?? 'c1e00000-0000-4000-8000-0000000000ff',
        name: body.name,
        email: body.email.toLowerCase(),
        phone: body.phone,
        gender: body.gender,
        stylist: STYLISTS.find((stylist) => stylist._id === body.stylist) ?? null,
        clientNote: body.clientNote,
      });
      return ok(saved, body._id ? 'User updated successfully' : 'User created successfully');
    }),
    mockEndpoint(clients.enableClientUser, async ({ request }) => {
      const { enable } = (await request.json()) as { enable: boolean };
      const client = byId(new URL(request.url).searchParams.get('userID'));
      if (!client) return fail(404, 'User not found');
      return ok(
        { ...client, active: enable },
        enable ? 'User enabled successfully' : 'User disabled successfully',
      );
    }),
    mockEndpoint(clients.deleteClientUser, () => ok(null, 'User deleted successfully')),
    mockEndpoint(clients.logoutClientUser, async ({ request }) => {
      const { id } = (await request.json()) as { id: string };
      const client = byId(id);
      if (!client) return fail(404, 'User not found');
      return ok(null, `${client.name} was logged out of the mobile app`);
    }),
    mockEndpoint(clients.updateClientNote, async ({ request }) => {
      const { clientNote } = (await request.json()) as { clientNote: string };
      const client = byId(new URL(request.url).searchParams.get('userID'));
      if (!client) return fail(404, 'User not found');
      return ok({ ...client, clientNote: clientNote.trim() }, 'Notes saved successfully');
    }),
    mockEndpoint(clients.sendClientMessage, async ({ request }) => {
      const { userId, message } = (await request.json()) as { userId: string; message: string };
      const client = byId(userId);
      if (!client) return fail(404, 'User not found');
      return ok(
        {
          _id: 'e5e50000-0000-4000-8000-000000000001',
          userId,
          message: message.trim(),
          sentAt: FIXED_NOW.toISOString(),
        },
        `Message sent to ${client.name}`,
      );
    }),
    mockEndpoint(clients.resetClientPassword, ({ request }) => {
      const client = byId(new URL(request.url).searchParams.get('userID'));
      if (!client) return fail(404, 'User not found');
      return ok(null, `A new password was sent to ${client.email}`);
    }),
  ];
}

export const clientFailures = {
  ...listStates(clients.getClientUsers, 'Could not load the users, please try again'),
  saveEmailTaken: mockFailure(
    clients.saveClientUser,
    409,
    'An account with this email address already exists',
  ),
  savePending: mockPending(clients.saveClientUser),
  sendMessageFails: mockFailure(
    clients.sendClientMessage,
    400,
    'This user is disabled and cannot receive messages',
  ),
};
