import type { ServiceCategory, ServiceGroup, SubService } from '../../services/schemas';
import { fixedId } from '../builders';

// The same fixed ids as the server's seed: categories 5e7ca7e0…, services 5e7c0000….
export const serviceCategoryId = (n: number) => fixedId('5e7ca7e0', n);
export const subServiceId = (n: number) => fixedId('5e7c0000', n);

export function buildServiceCategory(n: number, overrides: Partial<ServiceCategory> = {}): ServiceCategory {
  return { _id: serviceCategoryId(n), title: `Category ${n}`, enable: true, rank: n - 1, ...overrides };
}

export function buildSubService(
  n: number,
  category: number,
  overrides: Partial<SubService> = {},
): SubService {
  return {
    _id: subServiceId(n),
    title: `Service ${n}`,
    service: serviceCategoryId(category),
    description: 'A realistic service description.',
    charges: 40,
    requiredTime: 45,
    leadTime: 0,
    breakTime: 10,
    enable: true,
    rank: 0,
    ...overrides,
  };
}

// [n, title, minutes, dollars, lead, break, description]
type Row = [number, string, number, number, number, number, string];

// prettier-ignore
const demo: Array<[number, string, Row[]]> = [
  [1, 'Haircuts', [
    [1, 'Haircut', 45, 55, 0, 10, 'Consultation, wash, precision cut and finish.'],
    [3, "Men's Cut", 30, 35, 0, 5, 'Clipper and scissor cut with a hot-towel finish.'],
    [4, "Kids' Cut", 25, 25, 0, 5, 'A gentle cut for children under twelve.'],
    [5, 'Blow Dry & Style', 40, 45, 0, 10, 'Wash and blow dry, straight or with volume.'],
  ]],
  [2, 'Colour', [
    [2, 'Colouring', 120, 140, 15, 15, 'All-over permanent colour, toner and gloss.'],
    [6, 'Highlights', 150, 179.5, 15, 15, 'Partial or full foil highlights with toner.'],
    [7, 'Root Touch-Up', 75, 85, 0, 10, 'Colour on regrowth up to two centimetres.'],
  ]],
  [3, 'Treatments', [
    [8, 'Keratin Treatment', 180, 250, 30, 15, 'Smoothing treatment that tames frizz for up to three months.'],
    [9, 'Deep Conditioning', 30, 40, 0, 5, 'Repairing mask with a scalp massage.'],
  ]],
];

/** Demo Salon's services as the admin list returns them (the server seeds the same). */
export function buildServiceGroups(): ServiceGroup[] {
  return demo.map(([n, title, rows], rank) => ({
    _id: serviceCategoryId(n),
    category: buildServiceCategory(n, { title, rank }),
    subService: rows.map(([id, name, minutes, dollars, lead, rest, description], index) =>
      buildSubService(id, n, {
        title: name,
        requiredTime: minutes,
        charges: dollars,
        leadTime: lead,
        breakTime: rest,
        description,
        rank: index,
        enable: id !== 4,
      }),
    ),
  }));
}

/** More categories than one page of 20 holds. */
export function buildManyServiceGroups(count: number): ServiceGroup[] {
  return Array.from({ length: count }, (_, index) => ({
    _id: serviceCategoryId(100 + index),
    category: buildServiceCategory(100 + index, { title: `Category ${index + 1}`, rank: index }),
    subService: [],
  }));
}
