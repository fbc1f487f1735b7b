/**
 * Every picture an editor picks gets an answer at once. A file the site cannot use (a HEIC photo,
 * another format, too large, a name an address cannot hold: ./upload-rules.ts) is refused as it
 * is picked, before Decap's media library takes it, with a note that says what to do; Decap never
 * sees it. Decap keeps every upload made while an entry is open and sends it with each later save,
 * so one the backend refused would otherwise fail every Publish of that entry: a picture that got
 * in some other way is left out of the save when the entry does not use it, and refused in words
 * when it does (the field to change named by the picture). A picture uploaded and chosen shows in
 * its field and the preview before it is saved (./decap-internals.ts, drawUnsavedUploads).
 */
import { drawUnsavedUploads, LEAVE_OUT, prepareUploads, type UploadAsset } from './decap-internals.ts';
import { showEditorNote } from './editor-note.ts';
import { uploadProblem } from './upload-rules.ts';
import { Refusal } from './validate.ts';

/** The site's address of a picture's file in the repository (public/images/x.jpg: /images/x.jpg), if it has one. */
export function pictureAddress(file: string): string | undefined {
  return /^\/?public\//.test(file) ? `/${file.replace(/^\/?public\//, '')}` : undefined;
}

/** The note above every screen (Decap's media library included), until the editor closes it. */
export const showUploadNote = (text: string, doc: Document = document) => showEditorNote(text, { doc });

/** Whether an event's target is a file input (of any window: the tests' is jsdom's). */
function isFileInput(target: EventTarget | null): target is HTMLInputElement {
  const input = target as HTMLInputElement | null;
  return input?.tagName === 'INPUT' && input.type === 'file';
}

/** The refusals of the picked files, one line each ('' when every one is fine). */
function refusalsOf(files: FileList | readonly File[] | null | undefined): string {
  return [...(files ?? [])]
    .map((file) => uploadProblem(file))
    .filter(Boolean)
    .join('\n');
}

/**
 * Refuses, as they are picked (a file input's change, a drop), the files the site cannot use:
 * the event stops before Decap's own listener (React's, on its root) hears it.
 */
export function refuseUnusablePictures(doc: Document = document, show = showUploadNote): void {
  const refuse = (event: Event, files: FileList | null | undefined) => {
    const refusal = refusalsOf(files);
    if (!refusal) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    if (isFileInput(event.target)) event.target.value = '';
    show(refusal, doc);
  };
  doc.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (isFileInput(input)) refuse(event, input.files);
    },
    true,
  );
  doc.addEventListener('drop', (event) => refuse(event, (event as DragEvent).dataTransfer?.files), true);
}

/** A picture's name and size, as the rules judge it. */
function pickedOf(asset: UploadAsset): { name: string; type: string; size: number } {
  const name = asset.path.split('/').pop() ?? asset.path;
  return { name, type: asset.fileObj?.type ?? '', size: asset.fileObj?.size ?? 1 };
}

/**
 * What the save does with an uploaded picture (`entryFiles`: the entry's files, when it is saved
 * with one): a picture the site can use goes on; one it cannot is refused in words, or left out
 * when the entry does not name it.
 */
export async function checkUpload(asset: UploadAsset, entryFiles?: readonly { raw: string }[]) {
  const problem = uploadProblem(pickedOf(asset));
  if (!problem) return undefined;
  const address = pictureAddress(asset.path) ?? asset.path;
  if (entryFiles && !entryFiles.some((file) => file.raw.includes(address))) return LEAVE_OUT;
  throw new Refusal(`Not saved: ${problem} Then choose it in the picture's field, in place of ${address}.`);
}

/**
 * All at once: refused as picked, never sent by a save, and an upload not saved yet drawn in its
 * field and the preview. Before CMS.init.
 */
export function answerEveryUpload(cms: Parameters<typeof prepareUploads>[0]): void {
  refuseUnusablePictures();
  prepareUploads(cms, checkUpload);
  drawUnsavedUploads(pictureAddress);
}
