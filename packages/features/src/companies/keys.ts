import type { CompanyListQuery } from '@salon/api/companies/schemas';
import { isAreaKey, namedKeys } from '../core/area-keys';

export const companiesKeys = {
  all: ['companies'] as const,
  list: (query: CompanyListQuery) => ['companies', 'list', query] as const,
  ...namedKeys('companies', ['save', 'toggle', 'delete']),
};

/** Every page and search of the list: revalidated together after a write. */
export const isCompaniesListKey = isAreaKey('companies', 'list');
