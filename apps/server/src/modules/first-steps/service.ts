import type { FirstSteps } from '@salon/api/first-steps/schemas';
import { NotFoundError } from '../../errors';
import { authorize } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import type { FirstStepsRepository } from './repository';

/** The owner's first steps to a bookable site: read from the salon's data, dismissible once. */
export class FirstStepsService {
  constructor(
    private readonly repository: FirstStepsRepository,
    private readonly publicUrl: string,
  ) {}

  async view(viewer: Viewer): Promise<FirstSteps> {
    authorize(viewer, 'firstSteps.view');
    const row = await this.repository.find(ownSalonOf(viewer));
    if (!row) throw new NotFoundError('Salon not found');
    const { slug, dismissed, ...steps } = row;
    const base = this.publicUrl.replace(/\/+$/, '');
    return { steps, dismissed, bookingUrl: `${base}/salon/${encodeURIComponent(slug)}/book-appointment` };
  }

  async dismiss(viewer: Viewer): Promise<FirstSteps> {
    authorize(viewer, 'firstSteps.view');
    await this.repository.dismiss(ownSalonOf(viewer));
    return this.view(viewer);
  }
}
