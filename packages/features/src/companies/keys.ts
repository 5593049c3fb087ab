import type { CompanyListQuery } from '@salon/api/companies/schemas';

export const companiesKeys = {
  all: ['companies'] as const,
  list: (query: CompanyListQuery) => ['companies', 'list', query] as const,
  save: ['companies', 'save'] as const,
  toggle: ['companies', 'toggle'] as const,
  delete: ['companies', 'delete'] as const,
};

/** Every page and search of the list: revalidated together after a write. */
export const isCompaniesListKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'companies' && key[1] === 'list';
