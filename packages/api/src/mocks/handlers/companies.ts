import * as endpoints from '../../companies/endpoints';
import type { CompanyBody } from '../../companies/schemas';
import { matchesFilter, pageOf } from '../paging';
import { buildCompany, companies } from '../factories/companies';
import { fail, listStates, mockEndpoint, mockFailure, ok } from '../http';

const byId = (id: string | null) => companies.find((company) => company._id === id);

/** The Company area; stateless like the other mock areas. */
export function companyHandlers() {
  return [
    mockEndpoint(endpoints.getCompanies, ({ request }) => {
      const search = new URL(request.url).searchParams;
      const filterValue = search.get('filterValue');
      const rows = companies.filter((company) =>
        matchesFilter(filterValue, company.name, company.email, company.phone, company.address),
      );
      return ok(pageOf(rows, Number(search.get('pageNumber') ?? 1), Number(search.get('pageSize') ?? 20)));
    }),
    mockEndpoint(endpoints.saveCompany, async ({ request }) => {
      const { id, role: _role, ...fields } = (await request.json()) as CompanyBody;
      const saved = buildCompany({
        ...(id ? byId(id) : {}),
        _id: id ?? 'c0a00000-0000-4000-8000-0000000000ff',
        ...fields,
        email: fields.email.toLowerCase(),
      });
      return ok(saved, id ? 'Company updated successfully' : 'Company created successfully');
    }),
    mockEndpoint(endpoints.enableCompany, async ({ request }) => {
      const { enable } = (await request.json()) as { enable: boolean };
      const company = byId(new URL(request.url).searchParams.get('id'));
      if (!company) return fail(404, 'Company not found');
      return ok(
        { ...company, active: enable },
        enable ? 'Company enabled successfully' : 'Company disabled successfully',
      );
    }),
    mockEndpoint(endpoints.deleteCompany, () => ok(null, 'Company deleted successfully')),
  ];
}

export const companyFailures = {
  ...listStates(endpoints.getCompanies, 'Could not load the companies, please try again'),
  savePhoneTaken: mockFailure(
    endpoints.saveCompany,
    409,
    'An account with this phone number already exists in this salon',
  ),
};
