import type { Database } from '../../db/client';
import { ServiceRepository } from './repository';
import { ServiceService } from './service';

/** What the website and the front desk read of a salon's services. */
export type ServiceReads = Pick<ServiceRepository, 'listForWebsite' | 'findMany' | 'listEnabledSubServices'>;

export interface ServicesDeps {
  db: Database;
  /** The salon's currency: prices are stored in its minor units. */
  currencyOf: (salonId: string) => Promise<string>;
}

/** The services module: a salon's services and their categories. */
export function buildServices({ db, currencyOf }: ServicesDeps) {
  const rows = new ServiceRepository(db);
  return { services: new ServiceService(rows, currencyOf), serviceReads: rows as ServiceReads };
}
