import {
  deleteStylist,
  enableStylist,
  getEnabledStylists,
  getStylists,
  getStylistSettings,
  resetStylistPassword,
  saveStylist,
  saveStylistSettings,
} from '@salon/api/stylists/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import { IMAGE_UPLOAD } from '../../http/uploads';
import type { StylistService } from './service';

export function stylistRoutes(route: ContractRouter, stylists: StylistService): void {
  route(getStylists, async ({ viewer, query }) => ({ data: await stylists.list(viewer, query) }));

  route(getEnabledStylists, async ({ viewer, query }) => ({ data: await stylists.options(viewer, query) }));

  route(
    saveStylist,
    async ({ viewer, body, files }) => ({
      data: await stylists.save(viewer, body, files.image),
      message: body.id ? 'Stylist updated successfully' : 'Stylist created successfully',
    }),
    { uploads: { image: IMAGE_UPLOAD } },
  );

  route(enableStylist, async ({ viewer, query, body }) => ({
    data: await stylists.setActive(viewer, query.userID, body.enable),
    message: body.enable ? 'Stylist enabled' : 'Stylist disabled',
  }));

  route(deleteStylist, async ({ viewer, query }) => {
    await stylists.delete(viewer, query.stylistId);
    return { data: null, message: 'Stylist deleted successfully' };
  });

  route(resetStylistPassword, async ({ viewer, query }) => {
    const email = await stylists.resetPassword(viewer, query.stylistId);
    return { data: null, message: `A new password has been sent to ${email}` };
  });

  route(getStylistSettings, async ({ viewer, query }) => ({
    data: await stylists.settings(viewer, query.stylistId),
  }));

  route(saveStylistSettings, async ({ viewer, body }) => ({
    data: await stylists.saveSettings(viewer, body),
    message: 'Stylist settings saved successfully',
  }));
}
