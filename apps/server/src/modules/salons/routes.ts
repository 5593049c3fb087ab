import { getEnabledSalons } from '@salon/api/auth/endpoints';
import {
  changeSalonMenu,
  deleteSalon,
  enableSalon,
  getMoneySettings,
  getSalons,
  resetSalonPassword,
  saveSalon,
  updateMoneySettings,
} from '@salon/api/salons/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import { IMAGE_UPLOAD } from '../../http/uploads';
import type { SalonAdminService } from './admin-service';
import type { SalonService } from './service';

export function salonRoutes(route: ContractRouter, salons: SalonService, admin: SalonAdminService): void {
  route(getEnabledSalons, async () => ({ data: await salons.enabledSalons() }));

  route(getMoneySettings, async ({ viewer }) => ({ data: await salons.moneySettings(viewer) }));
  route(updateMoneySettings, async ({ viewer, body }) => {
    const { settings, message } = await salons.saveMoneySettings(viewer, body);
    return { data: settings, message };
  });

  route(getSalons, async ({ viewer, query }) => ({ data: await admin.list(viewer, query) }));

  route(
    saveSalon,
    async ({ viewer, body, files }) => ({
      data: await admin.save(viewer, body, files.image),
      message: body.id ? 'Salon updated successfully' : 'Salon created successfully',
    }),
    { uploads: { image: IMAGE_UPLOAD } },
  );

  route(enableSalon, async ({ viewer, query, body }) => ({
    data: await admin.setActive(viewer, query.userID, body.enable),
    message: body.enable ? 'Salon enabled' : 'Salon disabled',
  }));

  route(changeSalonMenu, async ({ viewer, query, body }) => ({
    data: await admin.setAppMenu(viewer, query.userID, body.appMenu),
    message: 'App settings updated successfully',
  }));

  route(resetSalonPassword, async ({ viewer, query }) => {
    const email = await admin.resetOwnerPassword(viewer, query.salonID);
    return { data: null, message: `A new password has been sent to ${email}` };
  });

  route(deleteSalon, async ({ viewer, query }) => {
    await admin.delete(viewer, query.salonID);
    return { data: null, message: 'Salon deleted successfully' };
  });
}
