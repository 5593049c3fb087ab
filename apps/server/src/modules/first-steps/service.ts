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
    /** Whether the salon takes card payments (its payouts). */
    private readonly cardPayments: (salonId: string) => Promise<boolean>,
  ) {}

  async view(viewer: Viewer): Promise<FirstSteps> {
    authorize(viewer, 'firstSteps.view');
    const salonId = ownSalonOf(viewer);
    const row = await this.repository.find(salonId);
    if (!row) throw new NotFoundError('Salon not found');
    const { slug, dismissed, cardServices, ...done } = row;
    const steps = cardServices ? { ...done, payouts: await this.cardPayments(salonId) } : done;
    const base = this.publicUrl.replace(/\/+$/, '');
    return { steps, dismissed, bookingUrl: `${base}/salon/${encodeURIComponent(slug)}/book-appointment` };
  }

  async dismiss(viewer: Viewer): Promise<FirstSteps> {
    authorize(viewer, 'firstSteps.view');
    await this.repository.dismiss(ownSalonOf(viewer));
    return this.view(viewer);
  }
}
