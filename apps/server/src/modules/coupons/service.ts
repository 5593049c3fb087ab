import {
  COUPON_EXPIRED,
  COUPON_INVALID,
  COUPON_NOT_STARTED,
  COUPON_REQUIRED,
  COUPON_TAKEN,
  type Coupon,
  type CouponBody,
  type CouponListQuery,
  type WebsiteCoupon,
  type WebsiteCouponQuery,
} from '@salon/api/coupons/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import { uniqueViolation } from '../../db/errors';
import type { CouponRow, SalonRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { authorize } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import { todayIn } from '../../lib/time-zones';
import { pageOf } from '../../db/paging';
import type { SalonReads, SalonService } from '../salons';
import type { CouponRepository } from './repository';

/** Spec 2 §2 "Coupons (admin, salon variant)": the salon's owner, managers and the superadmin. */
const COUPON_NOT_FOUND = 'Coupon not found';
export const START_BEFORE_TODAY = 'The start date cannot be before today';
export const END_BEFORE_START = 'The end date cannot be before the start date';
export const PERCENT_OVER_100 = 'A percent discount cannot be more than 100';

/** What `coupon` takes off items worth `amount` cents: a percentage (rounded to the cent) or an amount. */
export function discountOf(coupon: Pick<CouponRow, 'discountType' | 'discount'>, amount: number): number {
  if (coupon.discountType === 'percent') return Math.round((amount * Math.min(coupon.discount, 100)) / 100);
  return Math.min(coupon.discount, amount);
}

/** What the dashboard and the website both show of a coupon: its offer, code and days. */
function offerOf(row: CouponRow) {
  return {
    _id: row.id,
    title: row.title,
    discountType: row.discountType,
    discount: row.discount,
    code: row.code,
    startDate: row.startDate,
    expireDate: row.endDate,
  };
}

function couponOf(row: CouponRow, today: string): Coupon {
  return {
    ...offerOf(row),
    isExpired: row.endDate < today,
    description: row.description,
    enable: row.enable,
    createdAt: row.createdAt.toISOString(),
  };
}

function websiteCouponOf(row: CouponRow): WebsiteCoupon {
  return { ...offerOf(row), description: row.description };
}

/**
 * A salon's coupons: managed by its owner, managers and the superadmin (own salon only; another salon's
 * coupon answers 404), listed on its public Discounts page, and checked when a cart applies a code.
 * Days are the salon's: a coupon runs from the start of its first day to the end of its last, there.
 */
export class CouponService {
  constructor(
    private readonly deps: {
      coupons: CouponRepository;
      salons: SalonReads;
      salonService: SalonService;
      now: () => Date;
    },
  ) {}

  async list(viewer: Viewer, query: CouponListQuery): Promise<Paged<Coupon>> {
    const salon = await this.salonOf(viewer);
    const today = todayIn(salon.timeZone, this.deps.now());
    const { rows, total } = await this.deps.coupons.list(salon.id, query);
    return pageOf(
      rows.map((row) => couponOf(row, today)),
      total,
      query.pageSize,
    );
  }

  /** Creates a coupon, or updates `body.id`; the code is unique in the salon (409). */
  async save(viewer: Viewer, body: CouponBody): Promise<Coupon> {
    const salon = await this.salonOf(viewer);
    const today = todayIn(salon.timeZone, this.deps.now());
    const existing = body.id ? await this.deps.coupons.find(salon.id, body.id) : undefined;
    if (body.id && !existing) throw new NotFoundError(COUPON_NOT_FOUND);
    if (body.discountType === 'percent' && body.discount > 100) throw new BadRequestError(PERCENT_OVER_100);
    // A running coupon keeps its past start date when edited; a new or moved start is today or later.
    if (body.startDate < today && body.startDate !== existing?.startDate) {
      throw new BadRequestError(START_BEFORE_TODAY);
    }
    if (body.endDate < body.startDate) throw new BadRequestError(END_BEFORE_START);
    const changes = {
      title: body.title,
      discountType: body.discountType,
      discount: body.discount,
      code: body.code,
      startDate: body.startDate,
      endDate: body.endDate,
      description: body.description ?? '',
    };
    try {
      const row = existing
        ? await this.deps.coupons.update(salon.id, existing.id, changes)
        : await this.deps.coupons.create(salon.id, changes);
      if (!row) throw new NotFoundError(COUPON_NOT_FOUND);
      return couponOf(row, today);
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw new ConflictError(COUPON_TAKEN, 'coupon_code_taken');
      throw error;
    }
  }

  async setEnable(viewer: Viewer, couponId: string, enable: boolean): Promise<Coupon> {
    const salon = await this.salonOf(viewer);
    const row = await this.deps.coupons.setEnable(salon.id, couponId, enable);
    if (!row) throw new NotFoundError(COUPON_NOT_FOUND);
    return couponOf(row, todayIn(salon.timeZone, this.deps.now()));
  }

  /** Orders keep the code and the amount they were given, so deleting a used coupon changes no order. */
  async delete(viewer: Viewer, couponId: string): Promise<void> {
    const salon = await this.salonOf(viewer);
    if (!(await this.deps.coupons.delete(salon.id, couponId))) throw new NotFoundError(COUPON_NOT_FOUND);
  }

  /** The public Discounts page: enabled coupons not yet over, ending soonest first. */
  async websiteList(query: WebsiteCouponQuery): Promise<Paged<WebsiteCoupon>> {
    const salon = await this.deps.salonService.publicSalon(query.name);
    const today = todayIn(salon.timeZone, this.deps.now());
    const { rows, total } = await this.deps.coupons.listCurrent(salon.id, today, query);
    return pageOf(rows.map(websiteCouponOf), total, query.pageSize);
  }

  /**
   * The coupon `code` names at `salon` if it applies today, else a 400 with the message the cart shows:
   * empty, unknown or disabled, not started, or over.
   */
  async applicable(salon: SalonRow, code: string): Promise<CouponRow> {
    const normalized = code.trim().toUpperCase();
    if (!normalized) throw new BadRequestError(COUPON_REQUIRED);
    const row = await this.deps.coupons.findByCode(salon.id, normalized);
    if (!row || !row.enable) throw new BadRequestError(COUPON_INVALID, 'coupon_invalid');
    const today = todayIn(salon.timeZone, this.deps.now());
    if (today < row.startDate) throw new BadRequestError(COUPON_NOT_STARTED, 'coupon_not_started');
    if (today > row.endDate) throw new BadRequestError(COUPON_EXPIRED, 'coupon_expired');
    return row;
  }

  /** The caller's salon; 403 for other roles and a superadmin who has not picked one. */
  private async salonOf(viewer: Viewer): Promise<SalonRow> {
    authorize(viewer, 'coupons.manage');
    const salon = await this.deps.salons.findById(ownSalonOf(viewer));
    if (!salon) throw new NotFoundError('Salon not found');
    return salon;
  }
}
