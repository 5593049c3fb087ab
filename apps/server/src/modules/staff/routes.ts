import { deleteStaff, enableStaff, getStaff, saveStaff } from '@salon/api/staff/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import type { StaffService } from './service';

export function staffRoutes(route: ContractRouter, staff: StaffService): void {
  route(getStaff, async ({ viewer, query }) => ({ data: await staff.list(viewer, query) }));

  route(saveStaff, async ({ viewer, body }) => ({
    data: await staff.save(viewer, body),
    message: body.id ? 'Salon user updated successfully' : 'Salon user created successfully',
  }));

  route(enableStaff, async ({ viewer, query, body }) => ({
    data: await staff.setActive(viewer, query.userID, body.enable),
    message: body.enable ? 'Salon user enabled' : 'Salon user disabled',
  }));

  route(deleteStaff, async ({ viewer, query }) => {
    await staff.delete(viewer, query.salonID);
    return { data: null, message: 'Salon user deleted successfully' };
  });
}
