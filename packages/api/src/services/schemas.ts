import {
  array,
  assign,
  boolean,
  dynamic,
  enums,
  literal,
  nullable,
  number,
  object,
  omit,
  optional,
  refine,
  size,
  string,
  type Infer,
  type Struct,
} from 'superstruct';
import { Id, PagedQuery, text, wholeNumber } from '../shared/schemas';

/** Hours 0–12 and minutes 0–60 of the form: a service lasts at most 12 × 60 + 60 minutes. */
export const MAX_REQUIRED_MINUTES = 12 * 60 + 60;
/** Lead and break time: at most a day. */
export const MAX_GAP_MINUTES = 24 * 60;
/** The largest price, in major units. */
export const MAX_CHARGES = 100_000;

/**
 * A price in major units of the salon's currency (`12.5` is $12.50, `5000` is ¥5000, `12.345` is 12.345
 * KWD), with at most three decimals here; the server checks the salon's currency digits. The database
 * keeps integer minor units; the contract carries major units because that is what people type and read.
 */
export const Charges = refine(number(), 'charges', (value) => {
  if (!Number.isFinite(value) || value < 0) return 'must be 0 or more';
  if (value > MAX_CHARGES) return `must be at most ${MAX_CHARGES}`;
  if (Math.abs(value * 1000 - Math.round(value * 1000)) > 1e-6) return 'must have at most three decimals';
  return true;
});

const Minutes = (most: number) => wholeNumber(0, most);

// What a website booking of a service pays.
export const SERVICE_PAYMENT_POLICIES = ['none', 'deposit', 'card'] as const;
export const ServicePaymentPolicy = enums(SERVICE_PAYMENT_POLICIES);
export type ServicePaymentPolicy = Infer<typeof ServicePaymentPolicy>;
export const DEPOSIT_KINDS = ['percent', 'fixed'] as const;

/**
 * A deposit: `percent` of the price (a whole 1-100), or a `fixed` amount in dollars with at most two
 * decimals, above 0 and not above the price.
 */
export const Deposit = object({ kind: enums(DEPOSIT_KINDS), value: number() });
export type Deposit = Infer<typeof Deposit>;

// The deposit rule's one home is `@salon/rules/deposit`; the contract names it as it always did.
export {
  DEPOSIT_TEXTS as SERVICE_PAYMENT_TEXTS,
  depositMinorOf as depositCentsOf,
  depositProblem,
  fixedDepositText,
} from '@salon/rules/deposit';

/** A category (a "main service"). */
export const ServiceCategory = object({
  _id: Id,
  title: string(),
  enable: boolean(),
  /** 0-based position among the salon's categories. */
  rank: wholeNumber(0),
});
export type ServiceCategory = Infer<typeof ServiceCategory>;

/** A bookable service inside a category (a "sub-service"). */
export const SubService = object({
  _id: Id,
  title: string(),
  /** The parent category's id. */
  service: Id,
  description: string(),
  /** Dollars, two decimals. */
  charges: Charges,
  /** Minutes. */
  requiredTime: wholeNumber(1),
  leadTime: wholeNumber(0),
  breakTime: wholeNumber(0),
  enable: boolean(),
  /** 0-based position inside its category. */
  rank: wholeNumber(0),
  /** What a website booking pays (`none` when left out). */
  paymentPolicy: optional(ServicePaymentPolicy),
  /** The deposit of a `deposit` policy; null otherwise. */
  deposit: optional(nullable(Deposit)),
});
export type SubService = Infer<typeof SubService>;

/** One row of the admin list: a category with its services in rank order. */
export const ServiceGroup = object({
  _id: Id,
  category: ServiceCategory,
  subService: array(SubService),
});
export type ServiceGroup = Infer<typeof ServiceGroup>;

/** `id` narrows the list to one category. */
export const ServiceGroupQuery = assign(PagedQuery, object({ id: optional(Id) }));
export type ServiceGroupQuery = Infer<typeof ServiceGroupQuery>;

/** `filterValue` is accepted too (matches the title). */
export const EnabledListQuery = PagedQuery;
export type EnabledListQuery = Infer<typeof EnabledListQuery>;

export const CategoryBody = object({
  id: optional(Id),
  isMainService: literal(true),
  title: text(100),
});
export type CategoryBody = Infer<typeof CategoryBody>;

export const SubServiceBody = object({
  id: optional(Id),
  isMainService: literal(false),
  title: text(100),
  /** The parent category. */
  service: Id,
  description: text(1000),
  charges: Charges,
  /** hours × 60 + minutes. */
  requiredTime: wholeNumber(1, MAX_REQUIRED_MINUTES),
  leadTime: optional(Minutes(MAX_GAP_MINUTES)),
  breakTime: optional(Minutes(MAX_GAP_MINUTES)),
  /** Left out: kept as it is (a new service: `none`). */
  paymentPolicy: optional(ServicePaymentPolicy),
  deposit: optional(nullable(Deposit)),
});
export type SubServiceBody = Infer<typeof SubServiceBody>;

type AddServiceVariant = CategoryBody | SubServiceBody;
const ServiceKind = object({ isMainService: boolean() });

/** `POST /service/add-service`: a category or a service, chosen by `isMainService`; `id` updates. */
export const AddServiceBody = dynamic<AddServiceVariant>((value) => {
  const flag =
    typeof value === 'object' && value !== null
      ? (value as { isMainService?: unknown }).isMainService
      : undefined;
  const variant = flag === true ? CategoryBody : flag === false ? SubServiceBody : ServiceKind;
  return variant as unknown as Struct<AddServiceVariant, unknown>;
});
export type AddServiceBody = Infer<typeof AddServiceBody>;

export const SavedService = object({ _id: Id, isMainService: boolean() });
export type SavedService = Infer<typeof SavedService>;

export const ServiceIdQuery = object({ serviceId: Id });
export type ServiceIdQuery = Infer<typeof ServiceIdQuery>;

export const RankEntry = object({ _id: Id, rank: wholeNumber(0, 100_000) });

/**
 * New 0-based positions. One call carries either every category of the salon, or every service of one
 * category (the same call the old product made for categories, extended to services).
 */
export const RankBody = object({
  ids: refine(size(array(RankEntry), 1, 1000), 'unique', (entries) =>
    new Set(entries.map((entry) => entry._id)).size === entries.length ? true : 'must not repeat an id',
  ),
});
export type RankBody = Infer<typeof RankBody>;

/** An enabled service as the public site shows it (charges in dollars, duration in minutes). */
export const WebsiteSubService = omit(SubService, ['leadTime', 'breakTime', 'enable', 'rank']);
export type WebsiteSubService = Infer<typeof WebsiteSubService>;

/**
 * `GET /service/get-website-service-groupby-category?name=` (no token): the salon's enabled categories
 * in rank order, each with its enabled services in rank order; categories without one are left out.
 */
export const WebsiteServiceGroup = object({
  _id: Id,
  title: string(),
  subService: array(WebsiteSubService),
});
export type WebsiteServiceGroup = Infer<typeof WebsiteServiceGroup>;
