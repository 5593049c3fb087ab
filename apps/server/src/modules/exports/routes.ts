import { exportFile } from '@salon/api/exports/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import type { ExportsService } from './service';

export function exportRoutes(route: ContractRouter, exports: ExportsService): void {
  route(exportFile, async ({ viewer, params, query }) => {
    const { body, filename } = await exports.open(viewer, params.file, query);
    return { file: { body, filename } };
  });
}
