import type { Company, CompanyBody, CompanyListQuery } from '@salon/api/companies/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import type { UserRow } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { authorize } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import { type AccountService, contactOf, type Sessions, unusablePasswordHash } from '../accounts';
import { pageOf } from '../../db/paging';
import type { CompanyRepository } from './repository';

const COMPANY_NOT_FOUND = 'Company not found';

export function companyOf(row: UserRow): Company {
  return {
    ...contactOf(row),
    active: row.active,
    role: 'company',
  };
}

/** Partner companies of a salon (accounts of role `company`). */
export class CompanyService {
  constructor(
    private readonly companies: CompanyRepository,
    /** E-mail and phone uniqueness span every account, not just companies. */
    private readonly accounts: AccountService,
    private readonly sessions: Sessions,
  ) {}

  async list(viewer: Viewer, query: CompanyListQuery): Promise<Paged<Company>> {
    const salonId = this.tenantOf(viewer);
    const { rows, total } = await this.companies.list(salonId, query);
    return pageOf(rows.map(companyOf), total, query.pageSize);
  }

  async save(viewer: Viewer, body: CompanyBody): Promise<{ company: Company; created: boolean }> {
    const salonId = this.tenantOf(viewer);
    const existing = body.id ? await this.companies.find(salonId, body.id) : undefined;
    if (body.id && !existing) throw new NotFoundError(COMPANY_NOT_FOUND);
    await this.accounts.assertAvailable({
      email: body.email,
      phone: body.phone,
      salonId,
      exceptUserId: existing?.id,
    });
    const changes = { name: body.name, email: body.email, phone: body.phone, address: body.address };
    const row = await this.accounts.write(async () =>
      existing
        ? this.companies.update(salonId, existing.id, changes)
        : this.companies.create(salonId, changes, await unusablePasswordHash()),
    );
    if (!row) throw new NotFoundError(COMPANY_NOT_FOUND);
    return { company: companyOf(row), created: !existing };
  }

  async setActive(viewer: Viewer, companyId: string, enable: boolean): Promise<Company> {
    const salonId = this.tenantOf(viewer);
    const row = await this.companies.update(salonId, companyId, { active: enable });
    if (!row) throw new NotFoundError(COMPANY_NOT_FOUND);
    if (!enable) await this.sessions.revokeAllOfUser(row.id);
    return companyOf(row);
  }

  async delete(viewer: Viewer, companyId: string): Promise<void> {
    const salonId = this.tenantOf(viewer);
    if (!(await this.companies.delete(salonId, companyId))) throw new NotFoundError(COMPANY_NOT_FOUND);
  }

  private tenantOf(viewer: Viewer): string {
    authorize(viewer, 'companies.manage', 'You do not have permission to manage companies');
    return ownSalonOf(viewer, 'Please select a salon first');
  }
}
