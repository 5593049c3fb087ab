import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { PushNotifier } from '../../notifications/push-notifier';
import type { AccountRows, AccountService, Sessions } from '../accounts';
import { ClientRepository } from './repository';
import { ClientService } from './service';

/** What the check-in desk reads of a salon's clients. */
export type ClientReads = Pick<ClientRepository, 'list' | 'find' | 'findStylist'>;

export interface ClientsDeps {
  db: Database;
  accountRows: AccountRows;
  accounts: AccountService;
  sessions: Sessions;
  mailer: Mailer;
  push: PushNotifier;
}

/** The clients module: a salon's client accounts, written through the accounts' rows. */
export function buildClients({ db, accountRows, ...deps }: ClientsDeps) {
  const rows = new ClientRepository(db, accountRows);
  return { clients: new ClientService({ clients: rows, ...deps }), clientReads: rows as ClientReads };
}
