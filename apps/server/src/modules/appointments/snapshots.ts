import { DEFAULT_CURRENCY, minorToMajor } from '@salon/api/money/format';
import type { Gender } from '@salon/api/shared/schemas';
import { depositCentsOf } from '@salon/api/services/schemas';
import { NotFoundError } from '../../errors';
import type { SlotReads } from '../availability';
import type { AppointmentReads } from './appointment-reads';

/** What a booking form says of its client. */
export interface AppointmentClient {
  name: string;
  email: string;
  phone: string;
  /** Optional on the website's booking form. */
  gender?: Gender | null;
  comment?: string | null;
}

/** A service as an appointment copies it at booking time: its titles, price, length and payment. */
export interface ServiceSnapshot {
  mainServiceId: string;
  mainServiceTitle: string;
  subServiceId: string | null;
  subServiceTitle: string | null;
  subServiceChargesCents: number | null;
  requiredMinutes: number | null;
  /** What a website booking of the sub-service pays, and its deposit in cents (0: none). */
  paymentPolicy?: 'none' | 'deposit' | 'card';
  depositCents?: number;
}

/**
 * The category and (optional) service of the salon, copied onto the appointment. Both are looked up
 * side by side; `salonCurrency` (the salon's, for a fixed deposit's digits, or its coming read) saves
 * looking the salon up again.
 */
export async function serviceSnapshot(
  deps: {
    repository: Pick<AppointmentReads, 'findService'>;
    availability: Pick<SlotReads, 'findSalon'>;
  },
  salonId: string,
  mainId: string,
  subId: string | null,
  salonCurrency?: string | Promise<string | undefined>,
): Promise<ServiceSnapshot> {
  const [main, sub] = await Promise.all([
    deps.repository.findService(salonId, mainId),
    subId ? deps.repository.findService(salonId, subId) : undefined,
  ]);
  if (!main || main.parentId !== null) throw new NotFoundError('Service not found');
  if (!subId) {
    return {
      mainServiceId: main.id,
      mainServiceTitle: main.title,
      subServiceId: null,
      subServiceTitle: null,
      subServiceChargesCents: null,
      requiredMinutes: null,
    };
  }
  if (!sub || sub.parentId !== main.id) throw new NotFoundError('Service not found');
  // The salon's currency: the digits of a fixed deposit.
  const currency =
    (await salonCurrency) ?? (await deps.availability.findSalon(salonId))?.currency ?? DEFAULT_CURRENCY;
  return {
    mainServiceId: main.id,
    mainServiceTitle: main.title,
    subServiceId: sub.id,
    subServiceTitle: sub.title,
    subServiceChargesCents: sub.chargesCents,
    requiredMinutes: sub.requiredMinutes > 0 ? sub.requiredMinutes : null,
    paymentPolicy: sub.paymentPolicy,
    depositCents:
      sub.paymentPolicy === 'deposit' && sub.depositKind && sub.depositValue !== null
        ? depositCentsOf(
            sub.chargesCents,
            {
              kind: sub.depositKind,
              // The contract's fixed deposit is in major units; the column keeps minor units.
              value:
                sub.depositKind === 'percent' ? sub.depositValue : minorToMajor(sub.depositValue, currency),
            },
            currency,
          )
        : 0,
  };
}

/**
 * The client's details an appointment keeps, copied at booking time so that its history survives the
 * client: the e-mail in lower case, a blank comment as none.
 */
export function clientColumns(client: AppointmentClient) {
  return {
    clientName: client.name,
    clientEmail: client.email.toLowerCase(),
    clientPhone: client.phone,
    gender: client.gender ?? null,
    comment: client.comment?.trim() || null,
  };
}

export function serviceColumns(service: ServiceSnapshot) {
  return {
    mainServiceId: service.mainServiceId,
    mainServiceTitle: service.mainServiceTitle,
    subServiceId: service.subServiceId,
    subServiceTitle: service.subServiceTitle,
    subServiceChargesCents: service.subServiceChargesCents,
  };
}
