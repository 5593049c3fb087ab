import { randomBytes, randomInt } from 'node:crypto';
import type {
  ClientListQuery,
  ClientNoteBody,
  ClientUser,
  ClientUserBody,
  LogoutUserBody,
  SendMessageBody,
  SentMessage,
} from '@salon/api/clients/schemas';
import type { Paged, Role } from '@salon/api/shared/schemas';
import { uniqueViolation } from '../../db/errors';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import type { Viewer } from '../../http/viewer';
import type { Mailer } from '../../mail/mailer';
import type { PushNotifier } from '../../notifications/push-notifier';
import { hashPassword } from '../auth/passwords';
import type { SessionRepository } from '../auth/repository';
import { pageOf } from '../paging';
import type { ClientRepository, ClientRow, ClientScope } from './repository';

export const EMAIL_TAKEN = 'An account with this email address already exists';
export const PHONE_TAKEN = 'A user with this phone number already exists in this salon';
const USER_NOT_FOUND = 'User not found';

/** Spec 1 §6: the Users page. A stylist sees their own clients; the admin every salon's, read-only. */
const LIST_ROLES: ReadonlySet<Role> = new Set(['superadmin', 'admin', 'salon', 'manager', 'stylist']);
/** Add and edit users (spec 1 §6), and the row actions that change the account. */
const MANAGE_ROLES: ReadonlySet<Role> = new Set(['superadmin', 'salon', 'manager']);
/** Notes and messages: the managers, and a stylist for their own clients. */
const CONTACT_ROLES: ReadonlySet<Role> = new Set(['superadmin', 'salon', 'manager', 'stylist']);

/** A unique index caught what the pre-check missed (two requests at once): the same 409. */
export function conflictOf(error: unknown, phoneTaken = PHONE_TAKEN): ConflictError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  return new ConflictError(constraint.includes('phone') ? phoneTaken : EMAIL_TAKEN);
}

/** A password nobody knows: accounts created for someone else sign in only after a reset. */
export async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/** 12 characters with a letter, a digit and one of $@!%*?& (the StrongPassword rule). */
export function generatePassword(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const digits = '23456789';
  const specials = '$@!%*?&';
  const all = letters + digits + specials;
  const pick = (from: string) => from[randomInt(from.length)]!;
  const chars = [pick(letters), pick(digits), pick(specials), ...Array.from({ length: 9 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

export function clientUserOf(row: ClientRow): ClientUser {
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
  sessions: SessionRepository;
  mailer: Mailer;
  push: PushNotifier;
}

/** Client users of a salon: the Users list and its row actions. */
export class ClientService {
  constructor(private readonly deps: ClientServiceDeps) {}

  async list(viewer: Viewer, query: ClientListQuery): Promise<Paged<ClientUser>> {
    if (!LIST_ROLES.has(viewer.role)) throw new ForbiddenError('You do not have permission to view users');
    const scope: ClientScope =
      viewer.role === 'admin'
        ? { salonId: null }
        : {
            salonId: this.tenantOf(viewer),
            ...(viewer.role === 'stylist' ? { stylistId: viewer.userId } : {}),
          };
    const { rows, total } = await this.deps.clients.list(scope, query);
    return pageOf(rows.map(clientUserOf), total, query.pageSize);
  }

  /** Creates a client of the viewer's salon, or updates one when `_id` is given. */
  async save(viewer: Viewer, body: ClientUserBody): Promise<{ user: ClientUser; created: boolean }> {
    const salonId = this.manager(viewer, 'add or edit users');
    const existing = body._id ? await this.deps.clients.find({ salonId }, body._id) : undefined;
    if (body._id && !existing) throw new NotFoundError(USER_NOT_FOUND);

    const stylist = await this.deps.clients.findStylist(salonId, body.stylist);
    if (!stylist) throw new NotFoundError('Stylist not found');
    // A client may keep a stylist who was disabled since; a new assignment needs an enabled one.
    if (!stylist.active && existing?.stylistId !== stylist.id) {
      throw new BadRequestError('This stylist is disabled; please select another stylist');
    }
    if (await this.deps.clients.emailTaken(body.email, existing?.id)) throw new ConflictError(EMAIL_TAKEN);
    if (await this.deps.clients.phoneTakenInSalon(salonId, body.phone, existing?.id)) {
      throw new ConflictError(PHONE_TAKEN);
    }

    const changes = {
      name: body.name,
      email: body.email,
      phone: body.phone,
      gender: body.gender,
      stylistId: stylist.id,
      clientNote: body.clientNote,
    };
    try {
      let id = existing?.id;
      if (id) await this.deps.clients.update(salonId, id, changes);
      else id = await this.deps.clients.create(salonId, changes, await unusablePasswordHash());
      return { user: await this.view({ salonId }, id), created: !existing };
    } catch (error) {
      throw conflictOf(error) ?? error;
    }
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
    const push = await this.deps.push.send({
      userId: client.id,
      salonId: client.salonId,
      senderId: viewer.userId,
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
    const password = generatePassword();
    await this.deps.clients.setPasswordHash(salonId, client.id, await hashPassword(password));
    await this.deps.sessions.revokeAllOfUser(client.id);
    await this.deps.mailer.send({
      to: client.email,
      subject: 'Your new password',
      text: `Hello ${client.name},\n\nyour password was reset. Your new password is: ${password}\n\nPlease change it after you sign in.`,
    });
    return client.email;
  }

  private async view(scope: ClientScope, userId: string): Promise<ClientUser> {
    const row = await this.deps.clients.find(scope, userId);
    if (!row) throw new NotFoundError(USER_NOT_FOUND);
    return clientUserOf(row);
  }

  /** The salon a manager role works in; other roles are refused. */
  private manager(viewer: Viewer, action: string): string {
    if (!MANAGE_ROLES.has(viewer.role)) throw new ForbiddenError(`You do not have permission to ${action}`);
    return this.tenantOf(viewer);
  }

  private contactScope(viewer: Viewer, action: string): ClientScope & { salonId: string } {
    if (!CONTACT_ROLES.has(viewer.role)) throw new ForbiddenError(`You do not have permission to ${action}`);
    const salonId = this.tenantOf(viewer);
    return viewer.role === 'stylist' ? { salonId, stylistId: viewer.userId } : { salonId };
  }

  private tenantOf(viewer: Viewer): string {
    // A superadmin who has not picked a salon yet has no tenant to work in.
    if (!viewer.salonId) throw new ForbiddenError('Please select a salon first');
    return viewer.salonId;
  }
}
