import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRepoRoot } from '../config';
import type { Database } from '../db/client';
import type { NewServiceRow } from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import { DEMO_SALON_ID, DEMO_USER_IDS, SECOND_SALON_ID } from './demo-data';
import { ServicesVideosSeedRepository } from './services-videos-repository';

// Fixed ids (the api mock factories use the same): categories 5e7ca7e0…, services 5e7c0000…, video
// categories ca7e71de…, videos 71de0000….
const fixedId = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const serviceCategoryId = (n: number) => fixedId('5e7ca7e0', n);
export const subServiceId = (n: number) => fixedId('5e7c0000', n);
export const videoCategoryId = (n: number) => fixedId('ca7e71de', n);
export const videoId = (n: number) => fixedId('71de0000', n);

const one = DEMO_SALON_ID;
const two = SECOND_SALON_ID;

type Category = [n: number, salonId: string, title: string];
// [n, category, title, minutes, dollars, lead minutes, break minutes, description]
type Service = [number, number, string, number, number, number, number, string];

// prettier-ignore
const categories: Category[] = [
  [1, one, 'Haircuts'],
  [2, one, 'Colour'],
  [3, one, 'Treatments'],
  [11, two, 'Cuts'],
  [12, two, 'Styling'],
];

// prettier-ignore
const subServices: Service[] = [
  [1, 1, 'Haircut', 45, 55, 0, 10, 'Consultation, wash, precision cut and finish.'],
  [3, 1, "Men's Cut", 30, 35, 0, 5, 'Clipper and scissor cut with a hot-towel finish.'],
  [4, 1, "Kids' Cut", 25, 25, 0, 5, 'A gentle cut for children under twelve.'],
  [5, 1, 'Blow Dry & Style', 40, 45, 0, 10, 'Wash and blow dry, straight or with volume.'],
  [2, 2, 'Colouring', 120, 140, 15, 15, 'All-over permanent colour, toner and gloss.'],
  [6, 2, 'Highlights', 150, 179.5, 15, 15, 'Partial or full foil highlights with toner.'],
  [7, 2, 'Root Touch-Up', 75, 85, 0, 10, 'Colour on regrowth up to two centimetres.'],
  [8, 3, 'Keratin Treatment', 180, 250, 30, 15, 'Smoothing treatment that tames frizz for up to three months.'],
  [9, 3, 'Deep Conditioning', 30, 40, 0, 5, 'Repairing mask with a scalp massage.'],
  [17, 11, "Women's Cut", 60, 62, 0, 10, 'Wash, cut and blow dry.'],
  [18, 11, "Men's Cut", 30, 32, 0, 5, 'Classic cut with a styled finish.'],
  [19, 12, 'Updo', 60, 75, 15, 10, 'Occasion styling with pins and finishing spray.'],
  [20, 12, 'Braids', 45, 50, 0, 10, 'French, Dutch or fishtail braids.'],
  [21, 12, 'Beard Trim', 20, 18.75, 0, 5, 'Shape-up and line-up with a beard oil finish.'],
];

// prettier-ignore
const videoCategories: Array<[number, string, string, boolean]> = [
  [1, one, 'Tutorials', true],
  [2, one, 'Behind the Chair', true],
  [3, one, 'Product Reviews', false],
  [11, two, 'Tutorials', true],
];

function serviceRows(): NewServiceRow[] {
  const rows: NewServiceRow[] = categories.map(([n, salonId, title], index) => ({
    id: serviceCategoryId(n),
    salonId,
    parentId: null,
    title,
    rank: n > 10 ? index - 3 : index,
  }));
  const rankInCategory = new Map<number, number>();
  for (const [n, category, title, minutes, dollars, lead, rest, description] of subServices) {
    const rank = rankInCategory.get(category) ?? 0;
    rankInCategory.set(category, rank + 1);
    rows.push({
      id: subServiceId(n),
      salonId: categories.find(([c]) => c === category)![1],
      parentId: serviceCategoryId(category),
      title,
      description,
      chargesCents: Math.round(dollars * 100),
      requiredMinutes: minutes,
      leadMinutes: lead,
      breakMinutes: rest,
      rank,
    });
  }
  return rows;
}

/** The seeded demo clip: in the sources beside this file, or under the repository root when bundled. */
function demoClipPath(): string | undefined {
  const candidates = [fileURLToPath(new URL('./assets/demo-clip.webm', import.meta.url))];
  const root = findRepoRoot();
  if (root) candidates.push(join(root, 'apps/server/src/seed/assets/demo-clip.webm'));
  return candidates.find((path) => existsSync(path));
}

/**
 * Services, video categories and a short demo video (the clip, copied into `storage`) of both demo
 * salons. Idempotent: fixed ids, existing rows are left alone.
 */
export async function seedServicesAndVideos(db: Database, storage?: FileStorage): Promise<void> {
  const repository = new ServicesVideosSeedRepository(db);
  await repository.insertServices(serviceRows());
  await repository.insertVideoCategories(
    videoCategories.map(([n, salonId, name, enable]) => ({ id: videoCategoryId(n), salonId, name, enable })),
  );
  for (const video of demoVideos) {
    if (await repository.hasVideo(video.id)) continue;
    // Without storage (the server tests' template) the rows are seeded without their file.
    const clip = storage ? demoClipPath() : undefined;
    const stored =
      storage && clip
        ? await storage.put(await readFile(clip), { extension: 'webm' })
        : { key: `${video.id}.webm`, size: 0 };
    await repository.insertVideo({ ...video, fileKey: stored.key, sizeBytes: stored.size });
  }
}

const demoVideos = [
  {
    id: videoId(1),
    salonId: one,
    categoryId: videoCategoryId(1),
    title: 'Blow-dry basics',
    description: 'Round-brush technique: section, lift at the root and finish with cool air.',
    mimeType: 'video/webm',
    likeCount: 12,
    viewCount: 48,
    uploadedByRole: 'salon' as const,
    uploaderId: DEMO_USER_IDS.owner,
    stylistId: DEMO_USER_IDS.stylist,
    createdAt: new Date('2026-03-02T15:00:00Z'),
  },
  {
    id: videoId(11),
    salonId: two,
    categoryId: videoCategoryId(11),
    title: 'Beard line-up',
    description: 'Clean edges with a trimmer and a straight razor.',
    mimeType: 'video/webm',
    likeCount: 3,
    viewCount: 9,
    uploadedByRole: 'salon' as const,
    uploaderId: DEMO_USER_IDS.owner2,
    stylistId: null,
    createdAt: new Date('2026-03-04T11:00:00Z'),
  },
];
