/**
 * Which pictures the site can use, decided before anything is uploaded, with what to do instead
 * in the editor's words. The site shows JPEG, PNG, WebP, AVIF and SVG pictures (the image fields'
 * schema, src/content/schemas/common.ts), named in lower-case letters, digits and hyphens; a HEIC
 * photo (an iPhone's own format) is none of them, and browsers other than Safari cannot even show
 * it. Pure: ./uploads.ts applies it to the files an editor picks.
 */

/** The file name endings of the pictures the site shows. */
export const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'] as const;

/**
 * The largest picture taken: well under the local backend's 50 MB request (an upload travels
 * base64-encoded, a third larger) and GitHub's file limits. Photos are made smaller before they
 * are stored (./photos.ts), so only a drawing or an animation stays this large.
 */
export const MAX_UPLOAD_BYTES = 30 * 1024 * 1024;

/** A picked file, as the browser describes it. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

const HEIC_ADVICE =
  'Save it as a JPEG and upload that: on a Mac, open it in Preview and choose File › Export… › Format: JPEG; on Windows, open it in Photos and choose … › Save as › .jpg. To have an iPhone take JPEG photos from now on: Settings › Camera › Formats › Most Compatible.';

const KNOWN_KINDS: Record<string, string> = {
  gif: 'a GIF',
  bmp: 'a BMP picture',
  tif: 'a TIFF picture',
  tiff: 'a TIFF picture',
  pdf: 'a PDF document',
  psd: 'a Photoshop file',
  ico: 'an icon file',
};

/** The file's ending, lower-case ('' for none). */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** A size in words: "31 MB". */
const megabytes = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MB`;

/**
 * Why the site cannot use a picked file, and what to do instead; undefined when it can. The
 * name is judged as the editor stores it: lower-cased, spaces as hyphens.
 */
export function uploadProblem(file: PickedFile): string | undefined {
  const ext = extensionOf(file.name);
  const type = file.type.toLowerCase();
  if (ext === 'heic' || ext === 'heif' || type === 'image/heic' || type === 'image/heif')
    return `"${file.name}" is a HEIC photo (the format iPhones take photos in), which the site cannot show, so it was not uploaded. ${HEIC_ADVICE}`;
  if (!(PICTURE_EXTENSIONS as readonly string[]).includes(ext)) {
    const kind = KNOWN_KINDS[ext] ?? (ext ? `a .${ext} file` : 'a file without an ending such as .jpg');
    return `"${file.name}" is ${kind}, which the site cannot show, so it was not uploaded. The site shows JPEG, PNG, WebP, AVIF and SVG pictures: save it as a JPEG (a photo) or a PNG (a drawing or a screenshot) and upload that.`;
  }
  if (file.size === 0) return `"${file.name}" is empty (0 bytes), so it was not uploaded. Choose the picture itself.`;
  if (file.size > MAX_UPLOAD_BYTES)
    return `"${file.name}" is ${megabytes(file.size)}, more than the ${megabytes(MAX_UPLOAD_BYTES)} a picture may have, so it was not uploaded. Save it smaller (a photo as a JPEG at most 2400 pixels wide is plenty) and upload that.`;
  const stored = file.name.toLowerCase().replace(/\s+/g, '-');
  const odd = [...new Set(stored.replace(/[a-z0-9._-]/g, ''))].join(' ');
  if (odd)
    return `"${file.name}" has characters a picture's address cannot hold (${odd}), so it was not uploaded. Rename the file with plain letters a–z, digits and hyphens, for example "${suggestedName(stored)}", and upload it again.`;
  return undefined;
}

/** A name made of what the site's addresses hold: accents dropped, anything else a hyphen. */
export function suggestedName(name: string): string {
  const ext = extensionOf(name);
  const stem = ext ? name.slice(0, -(ext.length + 1)) : name;
  const plain = stem
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${plain || 'picture'}${ext ? `.${ext}` : ''}`;
}
