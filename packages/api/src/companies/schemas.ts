import { boolean, literal, object, optional, type Infer } from 'superstruct';
import { contactRowFields, Email, Id, PagedQuery, Phone, text } from '../shared/schemas';

/** Companies are listed 20 per page (spec 1 §9). */
export const COMPANY_PAGE_SIZE = 20;

/** A partner company of the salon: an account of role `company` (spec 1 §3). */
export const Company = object({
  ...contactRowFields,
  active: boolean(),
  role: literal('company'),
});
export type Company = Infer<typeof Company>;

export const CompanyListQuery = PagedQuery;
export type CompanyListQuery = Infer<typeof CompanyListQuery>;

/** `POST /stylist/create-company`: creates a company of the caller's salon, or updates one (`id`). */
export const CompanyBody = object({
  id: optional(Id),
  name: text(100),
  address: text(300),
  email: Email,
  phone: Phone,
  role: literal('company'),
});
export type CompanyBody = Infer<typeof CompanyBody>;

export const CompanyIdQuery = object({ id: Id });
export type CompanyIdQuery = Infer<typeof CompanyIdQuery>;
