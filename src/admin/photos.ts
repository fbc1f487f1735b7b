/**
 * The width cap of uploaded photos. Decap's media processing (turned on in the generated
 * configuration: JPEG, no camera data) reads an upload with createImageBitmap and draws it at
 * the size it gets. Its own `width` setting would draw every photo exactly that wide, enlarging
 * smaller ones; so the cap is applied here instead: a photo wider than MAX_PHOTO_WIDTH is read at
 * that width (height in proportion, the camera's orientation applied first, as the browser does),
 * and a narrower one as it is. Transparent parts are laid on white, which is what a JPEG shows.
 */
import { MAX_PHOTO_WIDTH } from '../content/schemas/common.ts';
import { Refusal } from './validate.ts';

/** The size a picture of this size is read at: no wider than `max`, never enlarged. */
export function cappedSize(width: number, height: number, max = MAX_PHOTO_WIDTH): { width: number; height: number } {
  if (width <= max) return { width, height };
  return { width: max, height: Math.max(1, Math.round((height * max) / width)) };
}

/** Makes createImageBitmap(file) read uploaded pictures no wider than MAX_PHOTO_WIDTH, on white. */
export function capUploadedPhotos(target: typeof globalThis = globalThis): void {
  const read = target.createImageBitmap?.bind(target);
  if (!read) return;
  const capped = async (source: ImageBitmapSource, ...rest: unknown[]): Promise<ImageBitmap> => {
    const reading = (read as (source: ImageBitmapSource, ...rest: unknown[]) => Promise<ImageBitmap>)(source, ...rest);
    // Only a whole file read without options is an upload being processed.
    if (rest.length || !(source instanceof Blob)) return reading;
    const bitmap = await reading.catch(() => {
      // Decap's toast would say "InvalidStateError: The source image could not be decoded."
      const name = source instanceof File ? `"${source.name}"` : 'The picture';
      throw new Refusal(
        `${name} could not be read as a picture (it may be damaged, or another kind of file renamed), so it was not uploaded. Open it on your computer and save it again as a JPEG or PNG.`,
      );
    });
    const size = cappedSize(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    return canvas.transferToImageBitmap();
  };
  target.createImageBitmap = capped as typeof createImageBitmap;
}
