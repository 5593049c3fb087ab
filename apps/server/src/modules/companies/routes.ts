import { deleteCompany, enableCompany, getCompanies, saveCompany } from '@salon/api/companies/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import type { CompanyService } from './service';

export function companyRoutes(route: ContractRouter, companies: CompanyService): void {
  route(getCompanies, async ({ viewer, query }) => ({ data: await companies.list(viewer, query) }));

  route(saveCompany, async ({ viewer, body }) => {
    const { company, created } = await companies.save(viewer, body);
    return {
      data: company,
      message: created ? 'Company created successfully' : 'Company updated successfully',
    };
  });

  route(enableCompany, async ({ viewer, query, body }) => {
    const company = await companies.setActive(viewer, query.id, body.enable);
    return {
      data: company,
      message: company.active ? 'Company enabled successfully' : 'Company disabled successfully',
    };
  });

  route(deleteCompany, async ({ viewer, query }) => {
    await companies.delete(viewer, query.id);
    return { data: null, message: 'Company deleted successfully' };
  });
}
