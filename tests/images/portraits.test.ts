// A portrait much larger than its place gets a note from the content check (src/content/images.ts,
// scripts/checks/content.ts): a committed 4000-pixel photo shown 96 pixels square passes, but the
// check says how large it is and how /admin would have saved it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { largePortraits } from '../../src/content/images.ts';
import { PORTRAIT_SCALE } from '../../src/content/schemas/common.ts';

const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portraits-'));
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

async function photo(name: string, width: number, height: number): Promise<string> {
  const file = path.join(publicDir, 'images', 'testimonials', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: '#4f46e5' } })
    .jpeg()
    .toFile(file);
  return `/images/testimonials/${name}`;
}

describe('portraits much larger than their place', () => {
  it('names those wider than twice the size /admin saves, with their size; leaves the others', async () => {
    const large = await photo('phone.jpg', 1600, 1200);
    const fine = await photo('cropped.jpg', 384, 384);
    const edge = await photo('edge.jpg', 768, 768);
    const svg = path.join(publicDir, 'images', 'testimonials', 'drawn.svg');
    fs.writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"/>');
    const portraits = [large, fine, edge, '/images/testimonials/drawn.svg', '/images/testimonials/missing.jpg'].map(
      (url, i) => ({ where: `items[${i}].image`, url, square: 96 }),
    );
    const found = await largePortraits(publicDir, portraits, (square) => square * PORTRAIT_SCALE);
    expect(found).toEqual([{ where: 'items[0].image', url: large, square: 96, width: 1600, height: 1200 }]);
  });
});
