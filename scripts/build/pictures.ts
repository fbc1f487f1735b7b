/**
 * The pictures of the built site (./images.ts): AVIF/WebP variants of the raster images, every SVG
 * optimised, every raster picture without its camera's metadata, the PNG twin of each SVG social
 * image and the e-mails' PNG of an SVG logo (named by Vike's process once it has checked the
 * content). They are made from public/
 * into a folder of their own while Vike's process builds the pages (./site.ts): sharp's encoders
 * and svgo then run on the second core instead of holding back the first page by about 2 s. Once
 * the pages are written, the folder is copied over the site's, in place of the pictures Vite
 * copied as they are.
 *
 * What costs CPU is kept in the build cache (./cache.ts), each picture by a hash of what it is made
 * from: the variants and the copies without metadata (seconds each), each SVG made safe and
 * optimised, and the PNGs drawn from SVGs; a build makes only the pictures that changed.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { fillIdentity, identityFields } from '../../src/content/identity.ts';
import { VARIANTS_DIR } from '../../src/content/images.ts';
import type { SiteOptions } from '../../src/content/options.ts';
import {
  optimizeSvgs,
  type SvgFill,
  stripRasterMetadata,
  writeEmailLogo,
  writeSocialImages,
  writeVariants,
} from './images.ts';
import type { SocialImagesMessage } from './vike-channel.ts';

/** What Vike's process names once it has checked the content: the social images and the logo. */
export type NamedPictures = Pick<SocialImagesMessage, 'images' | 'logo'>;

export interface Pictures {
  /** Holds images/ and favicon.svg as the site serves them. */
  dir: string;
  summary: string;
  warnings: string[];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An SVG may name the company as the texts do ({company}, …: the example's logo, favicon and
 * social picture carry its name so): filled from site.yaml as written, so the social PNG and
 * the SVGs the site serves show the company of Site settings.
 */
export function svgFill(contentDir: string): SvgFill {
  let site: unknown;
  try {
    site = parse(readFileSync(path.join(contentDir, 'site.yaml'), 'utf8'));
  } catch {
    site = undefined; // the content check reports it, and nothing is built
  }
  const fields = identityFields(site);
  for (const field of Object.values(fields)) field.text = escapeXml(field.text);
  return (svg) => (svg.includes('{') ? fillIdentity(svg, fields) : svg);
}

/** Fills the placeholders of every SVG under `dir`, in place. */
export function fillSvgs(dir: string, fill: SvgFill): void {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.svg')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const svg = readFileSync(file, 'utf8');
    const filled = fill(svg);
    if (filled !== svg) writeFileSync(file, filled);
  }
}

/**
 * Makes the pictures of public/ in `options`. `socialImages` comes from Vike's process once it has
 * checked the content (./vike-channel.ts): the pictures pages name as their social image, or
 * undefined when the content has problems (the pages' phase reports them, and nothing is built).
 */
export async function makePictures(
  options: SiteOptions,
  socialImages: Promise<NamedPictures | undefined>,
): Promise<Pictures | undefined> {
  const { imageManifest } = await import('../../src/content/images.ts');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pictures-'));
  // Gone when the build ends, whether it completes or fails.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  for (const name of ['images', 'favicon.svg']) {
    if (existsSync(path.join(options.publicDir, name)))
      cpSync(path.join(options.publicDir, name), path.join(dir, name), { recursive: true });
  }
  const fill = svgFill(options.contentDir);
  fillSvgs(dir, fill);
  const images = await imageManifest(options.publicDir);
  const variants = await writeVariants(dir, options.publicDir, images);
  const svgs = await optimizeSvgs(dir);
  const stripped = await stripRasterMetadata(dir);
  // Last, as they are known only once Vike's process has checked the content. Social networks do
  // not accept SVG previews: these get a 1200×630 PNG beside them, drawn from the SVG as written.
  const named = await socialImages;
  if (!named) return undefined;
  const social = await writeSocialImages(dir, named.images, options.publicDir, fill);
  // Gmail and Outlook show no SVG: the e-mails show the logo from a small PNG of it.
  const logo = named.logo ? await writeEmailLogo(dir, named.logo, options.publicDir, fill) : null;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  return {
    dir,
    summary: `${Object.keys(images).length} raster images (${variants} encoded afresh), ${social.length} social PNGs, ${logo ? 'the e-mail logo, ' : ''}${svgs.count} SVGs ${kb(svgs.before)} → ${kb(svgs.after)}${stripped.length ? `; camera data removed from ${stripped.length} pictures` : ''}`,
    warnings: svgs.warnings,
  };
}

/** Puts the pictures into the built site, over the copies of public/ Vite wrote there. */
export function copyPictures(pictures: Pictures, siteDir: string): void {
  cpSync(pictures.dir, siteDir, { recursive: true });
}

/**
 * Removes from the built site the pictures only entries left out of this build show (`heldBack`,
 * /images/… paths), with their AVIF and WebP variants: a scheduled post's photo is not public
 * before the post. Returns the paths removed.
 */
export function removeHeldBack(siteDir: string, heldBack: readonly string[]): string[] {
  const variantsDir = path.join(siteDir, 'images', VARIANTS_DIR);
  const variants = existsSync(variantsDir) ? readdirSync(variantsDir, { recursive: true, encoding: 'utf8' }) : [];
  const removed: string[] = [];
  for (const url of heldBack) {
    const rel = decodeURIComponent(url).replace(/^\/images\//, '');
    if (rel.split('/').some((part) => part === '..' || part === '')) continue; // never outside images/
    const file = path.join(siteDir, 'images', rel);
    if (!existsSync(file)) continue;
    rmSync(file);
    removed.push(url);
    const base = rel
      .replace(/\.[^./]+$/, '')
      .split('/')
      .join(path.sep);
    for (const name of variants) {
      if (name.startsWith(`${base}-`) && /^-\d+\.(avif|webp)$/.test(name.slice(base.length))) {
        rmSync(path.join(variantsDir, name), { force: true });
      }
    }
  }
  return removed;
}
