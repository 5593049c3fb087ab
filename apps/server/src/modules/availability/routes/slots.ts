import * as availability from '@salon/api/availability/endpoints';
import type { ContractRouter } from '../../../http/contract-route';
import type { SlotService } from '../slots-service';

export function slotRoutes(route: ContractRouter, service: SlotService): void {
  route(availability.createAvailabilityDaily, async ({ viewer, query, body }) => ({
    data: await service.saveSlot(viewer, query.stylistId, body),
    message: body.slotId ? 'Slot updated successfully' : 'Slot created successfully',
  }));
  route(availability.createAvailabilityBulk, async ({ viewer, query, body }) => ({
    data: await service.saveBusinessHours(viewer, query.stylistId, body),
    message: 'Business hours saved successfully',
  }));
  route(availability.createAvailabilityDay, async ({ viewer, query, body }) => ({
    data: await service.createDay(viewer, query.stylistId, body.date),
    message: 'Slots created successfully',
  }));
  route(availability.deleteAvailability, async ({ viewer, query }) => {
    await service.deleteSlot(viewer, query.id);
    return { data: null, message: 'Slot deleted successfully' };
  });
  route(availability.getBusinessHours, async ({ viewer, query }) => ({
    data: await service.businessHours(viewer, query.stylistId),
  }));
}
