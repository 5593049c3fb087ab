import type { Company, CompanyBody, CompanyListQuery } from '@salon/api/companies/schemas';
import type { Paged, Role } from '@salon/api/shared/schemas';
import type { UserRow } from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import type { Viewer } from '../../http/viewer';
import type { SessionRepository } from '../auth/repository';
import type { ClientRepository } from '../clients/repository';
import { conflictOf, EMAIL_TAKEN, unusablePasswordHash } from '../clients/service';
import { pageOf } from '../paging';
import type { CompanyRepository } from './repository';

const COMPANY_NOT_FOUND = 'Company not found';
const PHONE_TAKEN = 'An account with this phone number already exists in this salon';

/** Spec 1 §6: the Company page is for salon owners, managers and the superadmin. */
const COMPANY_ROLES: ReadonlySet<Role> = new Set(['superadmin', 'salon', 'manager']);

export function companyOf(row: UserRow): Company {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    active: row.active,
    role: 'company',
  };
}

/** Partner companies of a salon (accounts of role `company`). */
export class CompanyService {
  constructor(
    private readonly companies: CompanyRepository,
    /** E-mail and phone uniqueness span every account, not just companies. */
    private readonly accounts: ClientRepository,
    private readonly sessions: SessionRepository,
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
    if (await this.accounts.emailTaken(body.email, existing?.id)) throw new ConflictError(EMAIL_TAKEN);
    if (await this.accounts.phoneTakenInSalon(salonId, body.phone, existing?.id)) {
      throw new ConflictError(PHONE_TAKEN);
    }
    const changes = { name: body.name, email: body.email, phone: body.phone, address: body.address };
    try {
      const row = existing
        ? await this.companies.update(salonId, existing.id, changes)
        : await this.companies.create(salonId, changes, await unusablePasswordHash());
      if (!row) throw new NotFoundError(COMPANY_NOT_FOUND);
      return { company: companyOf(row), created: !existing };
    } catch (error) {
      throw conflictOf(error, PHONE_TAKEN) ?? error;
    }
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
    if (!COMPANY_ROLES.has(viewer.role)) {
      throw new ForbiddenError('You do not have permission to manage companies');
    }
    if (!viewer.salonId) throw new ForbiddenError('Please select a salon first');
    return viewer.salonId;
  }
}
