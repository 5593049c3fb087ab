import type { UserRow } from '../../db/schema';

/** The contact details an account list shows first, named as the contract names them. */
export function contactOf(row: Pick<UserRow, 'id' | 'name' | 'email' | 'phone' | 'address'>) {
  return { _id: row.id, name: row.name, email: row.email, phone: row.phone, address: row.address };
}

/** The account's salon as a list shows it, or null for an account of no salon. */
export function salonRefOf(row: { salonId: string | null; salonName: string | null }) {
  return row.salonId && row.salonName ? { _id: row.salonId, name: row.salonName } : null;
}
