import type { WebsiteInfo } from '@salon/api/website-settings/schemas';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { backfillImageVariants } from '../src/jobs/image-variants';
import { DEMO_SALON_ID } from '../src/seed/demo-data';
import type { FileStorage } from '../src/storage/file-storage';
import { call, loginAs } from './helper';
import { multipart } from './multipart';
import { useTestApp } from './use-test-app';

const t = useTestApp();
let owner: string;

beforeAll(async () => {
  owner = (await loginAs(t.app, 'owner@example.com')).token;
});

/** A photo-like PNG of `width`×`height` (a gradient: sharp decodes it as any upload). */
function png(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = Math.round((x / width) * 255);
    pixels[i + 1] = 90;
    pixels[i + 2] = 160;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function bytes(storage: FileStorage, key: string): Promise<Buffer> {
  const stream = await storage.get(key);
  expect(stream).not.toBeNull();
  const chunks: Buffer[] = [];
  for await (const chunk of stream!) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The key and width of each `url 480w` of a srcset. */
const srcsetEntries = (srcset: string) =>
  srcset.split(', ').map((entry) => {
    const [url, width] = entry.split(' ');
    return { key: url!.split('/').pop()!, width: Number(width!.replace('w', '')) };
  });

const publicInfo = () =>
  call<WebsiteInfo>(t.app, {
    method: 'GET',
    url: '/api/v1/website/get-website-setting-by-name?name=demo-salon',
  });

describe('image variants', () => {
  it('makes WebP copies in the widths the site asks for, with their sizes, when a banner is uploaded', async () => {
    const body = multipart(
      {},
      { field: 'websiteBannerImageURL', content: await png(1200, 500), name: 'b.png' },
    );
    const saved = await call<WebsiteInfo>(t.app, {
      method: 'POST',
      url: '/api/v1/website/add-website-setting?type=website',
      headers: { ...body.headers, token: owner },
      payload: body.payload,
    });
    expect(saved.statusCode).toBe(200);
    const image = saved.body.data.websiteBannerImage!;
    expect(image).toMatchObject({ width: 1200, height: 500 });
    // The widths below the original's, then the original's own (it is narrower than the widest, 1600).
    const entries = srcsetEntries(image.srcset);
    expect(entries.map((entry) => entry.width)).toEqual([480, 960, 1200]);
    for (const entry of entries) {
      expect(entry.key).toMatch(/^[0-9a-f-]{36}\.webp$/);
      const meta = await sharp(await bytes(t.container.storage, entry.key)).metadata();
      expect(meta).toMatchObject({
        format: 'webp',
        width: entry.width,
        height: Math.round(entry.width / 2.4),
      });
    }
    // The public site's answer carries them too (the home's HTML preloads them: static-apps.test.ts).
    expect((await publicInfo()).body.data.websiteBannerImage).toEqual(image);

    // A new banner replaces the old one's copies: those files are gone.
    const next = multipart(
      {},
      { field: 'websiteBannerImageURL', content: await png(400, 300), name: 'c.png' },
    );
    const replaced = await call<WebsiteInfo>(t.app, {
      method: 'POST',
      url: '/api/v1/website/add-website-setting?type=website',
      headers: { ...next.headers, token: owner },
      payload: next.payload,
    });
    // Narrower than every width: one copy, of its own width.
    expect(replaced.body.data.websiteBannerImage).toMatchObject({ width: 400, height: 300 });
    expect(srcsetEntries(replaced.body.data.websiteBannerImage!.srcset).map((e) => e.width)).toEqual([400]);
    for (const entry of entries) expect(await t.container.storage.get(entry.key)).toBeNull();
  });

  it('backfills the copies of a file stored before they existed, once', async () => {
    const { storage, imageVariants } = t.container;
    const { repositories } = t;
    // An older upload: stored and named by its row, without copies.
    const old = await storage.put(await png(2000, 1000), { extension: 'png' });
    await repositories.website.save(DEMO_SALON_ID, { bannerKey: old.key });
    expect((await imageVariants.find([old.key])).size).toBe(0);
    expect((await publicInfo()).body.data.websiteBannerImage).toBeUndefined();

    const sources = [() => repositories.website.imageKeys(), () => repositories.products.imageKeys()];
    const made = await backfillImageVariants(imageVariants, sources);
    // The old banner, and the seeded product photos (stored by the seed without copies).
    expect(made).toBeGreaterThanOrEqual(1);
    const info = (await imageVariants.find([old.key])).get(old.key)!;
    expect(info).toMatchObject({ width: 2000, height: 1000 });
    expect(info.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 240],
      [960, 480],
      [1600, 800],
    ]);
    for (const variant of info.variants) {
      const meta = await sharp(await bytes(storage, variant.key)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height]);
    }
    expect((await publicInfo()).body.data.websiteBannerImage).toMatchObject({ width: 2000, height: 1000 });

    // Again: nothing to make, the same copies kept.
    expect(await backfillImageVariants(imageVariants, sources)).toBe(0);
    expect((await imageVariants.find([old.key])).get(old.key)).toEqual(info);
  });

  it('leaves alone files that are no photos or are missing', async () => {
    const { storage, imageVariants } = t.container;
    const video = await storage.put(Buffer.from('not a video'), { extension: 'mp4' });
    const broken = await storage.put(Buffer.from('not a png'), { extension: 'png' });
    expect(await imageVariants.make(video.key)).toBeNull();
    expect(await imageVariants.make(broken.key)).toBeNull();
    expect(await imageVariants.make('00000000-0000-4000-8000-000000000000.png')).toBeNull();
    expect(await imageVariants.backfill([video.key, broken.key])).toBe(0);
  });
});
