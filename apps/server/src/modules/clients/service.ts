import type {
  ClientListQuery,
  ClientNoteBody,
  ClientUser,
  ClientUserBody,
  LogoutUserBody,
  SendMessageBody,
  SentMessage,
} from '@salon/api/clients/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import { BadRequestError, NotFoundError } from '../../errors';
import { authorize, permits } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import type { Mailer } from '../../mail/mailer';
import type { PushNotifier } from '../../notifications/push-notifier';
import { type AccountService, type Sessions, unusablePasswordHash } from '../accounts';
import { pageOf } from '../../db/paging';
import type { ClientListRow, ClientRepository, ClientScope } from './repository';

const USER_NOT_FOUND = 'User not found';

/** What the client's e-mail says after a reset from the Users page. */
const CLIENT_RESET_REASON = 'Your password was reset by the salon.';

export function clientUserOf(row: ClientListRow): ClientUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    stylist: row.stylistId && row.stylistName ? { _id: row.stylistId, name: row.stylistName } : null,
    clientNote: row.clientNote,
    active: row.active,
    platform: row.platform,
  };
}

export interface ClientServiceDeps {
  clients: ClientRepository;
  accounts: AccountService;
  sessions: Sessions;
  mailer: Mailer;
  push: PushNotifier;
}

/** Client users of a salon: the Users list and its row actions. */
export class ClientService {
  constructor(private readonly deps: ClientServiceDeps) {}

  async list(viewer: Viewer, query: ClientListQuery): Promise<Paged<ClientUser>> {
    authorize(viewer, 'clients.list', 'You do not have permission to view users');
    const scope: ClientScope = permits(viewer, 'clients.allSalons')
      ? { salonId: null }
      : {
          salonId: this.tenantOf(viewer),
          ...(permits(viewer, 'clients.allStylists') ? {} : { stylistId: viewer.userId }),
        };
    const { rows, total } = await this.deps.clients.list(scope, query);
    return pageOf(rows.map(clientUserOf), total, query.pageSize);
  }

  /** Creates a client of the viewer's salon, or updates one when `_id` is given. */
  async save(viewer: Viewer, body: ClientUserBody): Promise<{ user: ClientUser; created: boolean }> {
    const salonId = this.manager(viewer, 'add or edit users');
    const existing = body._id ? await this.deps.clients.find({ salonId }, body._id) : undefined;
    if (body._id && !existing) throw new NotFoundError(USER_NOT_FOUND);

    const stylist = body.stylist ? await this.deps.clients.findStylist(salonId, body.stylist) : null;
    if (body.stylist && !stylist) throw new NotFoundError('Stylist not found');
    // A client may keep a stylist who was disabled since; a new assignment needs an enabled one.
    if (stylist && !stylist.active && existing?.stylistId !== stylist.id) {
      throw new BadRequestError('This stylist is disabled; please select another stylist');
    }
    await this.deps.accounts.assertAvailable({
      email: body.email,
      phone: body.phone,
      salonId,
      exceptUserId: existing?.id,
    });

    const changes = {
      name: body.name,
      email: body.email,
      phone: body.phone,
      gender: body.gender,
      stylistId: stylist?.id ?? null,
      clientNote: body.clientNote ? body.clientNote : null,
    };
    const id = await this.deps.accounts.write(async () => {
      if (!existing) return this.deps.clients.create(salonId, changes, await unusablePasswordHash());
      await this.deps.clients.update(salonId, existing.id, changes);
      return existing.id;
    });
    return { user: await this.view({ salonId }, id), created: !existing };
  }

  async setActive(viewer: Viewer, userId: string, enable: boolean): Promise<ClientUser> {
    const salonId = this.manager(viewer, 'enable or disable users');
    if (!(await this.deps.clients.setActive(salonId, userId, enable)))
      throw new NotFoundError(USER_NOT_FOUND);
    // A disabled account is refused at every request anyway; ending its sessions keeps re-enabling clean.
    if (!enable) await this.deps.sessions.revokeAllOfUser(userId);
    return this.view({ salonId }, userId);
  }

  async delete(viewer: Viewer, userId: string): Promise<string> {
    const salonId = this.manager(viewer, 'delete users');
    const client = await this.deps.clients.find({ salonId }, userId);
    if (!client || !(await this.deps.clients.delete(salonId, userId)))
      throw new NotFoundError(USER_NOT_FOUND);
    return client.name;
  }

  /** 'Logout User': ends every session of the client (their mobile app signs out). */
  async logout(viewer: Viewer, body: LogoutUserBody): Promise<string> {
    const salonId = this.manager(viewer, 'log users out');
    const client = await this.deps.clients.find({ salonId }, body.id);
    if (!client || client.email !== body.email.toLowerCase()) throw new NotFoundError(USER_NOT_FOUND);
    await this.deps.sessions.revokeAllOfUser(client.id);
    return client.name;
  }

  async updateNote(viewer: Viewer, userId: string, body: ClientNoteBody): Promise<ClientUser> {
    const scope = this.contactScope(viewer, 'add notes');
    const client = await this.deps.clients.find(scope, userId);
    if (!client) throw new NotFoundError(USER_NOT_FOUND);
    await this.deps.clients.update(scope.salonId, client.id, { clientNote: body.clientNote });
    return this.view(scope, client.id);
  }

  async sendMessage(viewer: Viewer, body: SendMessageBody): Promise<{ sent: SentMessage; name: string }> {
    const scope = this.contactScope(viewer, 'send messages');
    const client = await this.deps.clients.find(scope, body.userId);
    if (!client) throw new NotFoundError(USER_NOT_FOUND);
    if (!client.active) throw new BadRequestError('This user is disabled and cannot receive messages');
    // Client users always belong to a salon; the push outbox and the devices are keyed by it.
    if (!client.salonId) throw new NotFoundError(USER_NOT_FOUND);
    const push = await this.deps.push.send({
      userId: client.id,
      salonId: client.salonId,
      senderId: viewer.userId,
      kind: 'message',
      message: body.message,
    });
    return {
      sent: { _id: push.id, userId: client.id, message: push.message, sentAt: push.sentAt.toISOString() },
      name: client.name,
    };
  }

  /** Sets a generated password, signs the client out everywhere and e-mails them the password. */
  async resetPassword(viewer: Viewer, userId: string): Promise<string> {
    const salonId = this.manager(viewer, 'reset passwords');
    const client = await this.deps.clients.find({ salonId }, userId);
    if (!client) throw new NotFoundError(USER_NOT_FOUND);
    await this.deps.accounts.resetPassword(client, CLIENT_RESET_REASON);
    return client.email;
  }

  private async view(scope: ClientScope, userId: string): Promise<ClientUser> {
    const row = await this.deps.clients.find(scope, userId);
    if (!row) throw new NotFoundError(USER_NOT_FOUND);
    return clientUserOf(row);
  }

  /** The salon a manager role works in; other roles are refused. */
  private manager(viewer: Viewer, action: string): string {
    authorize(viewer, 'clients.manage', `You do not have permission to ${action}`);
    return this.tenantOf(viewer);
  }

  private contactScope(viewer: Viewer, action: string): ClientScope & { salonId: string } {
    authorize(viewer, 'clients.contact', `You do not have permission to ${action}`);
    const salonId = this.tenantOf(viewer);
    return permits(viewer, 'clients.allStylists') ? { salonId } : { salonId, stylistId: viewer.userId };
  }

  private tenantOf(viewer: Viewer): string {
    // A superadmin who has not picked a salon yet has no tenant to work in.
    return ownSalonOf(viewer, 'Please select a salon first');
  }
}
