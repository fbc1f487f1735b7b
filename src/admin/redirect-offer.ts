/**
 * Keeps published addresses alive from the editor: before a change is saved that takes a page's
 * address away (an industry's or a service's slug renamed or removed, a live article or landing
 * page turned into a draft, an entry given a new file name), the editor is told which address
 * goes, and offered the redirect to add to content/redirects.yaml, with the new address filled in
 * where the change tells it; "Add the redirect" writes it with the same save (./page-moves.ts).
 * The pull request's check (`npm run check -- --base`) would refuse the change otherwise. The
 * logic (addressChanges) is pure; the dialog is plain DOM.
 */

import type { CheckedContent } from '../content/index.ts';
import { destinationIssue, hostRules, matchRedirect } from '../content/redirect-hosts.ts';
import { siteOwnedPath } from '../content/routes.ts';
import { BUTTON_CLASS } from './editor-styles.ts';

type Data = Record<string, unknown>;

/** An address a change takes away, and the page it most likely became. */
export interface AddressChange {
  from: string;
  to: string;
}

/** The old and new addresses of a list of slugs (industries, services), matched by position. */
function listChanges(before: readonly string[], after: readonly string[], prefix: string): AddressChange[] {
  const overview = prefix.replace(/\/$/, '');
  return before
    .map((slug, i) => ({ slug, i }))
    .filter(({ slug }) => !after.includes(slug))
    .map(({ slug, i }) => {
      const renamed = after[i] && !before.includes(after[i]!) ? `${prefix}${after[i]}` : overview;
      return { from: `${prefix}${slug}`, to: renamed };
    });
}

const slugsOf = (items: unknown) =>
  Array.isArray(items) ? items.map((item) => String((item as Data | null)?.slug ?? '')).filter(Boolean) : [];

/** Folder collections whose entries are pages: the address of an entry, and where a lost one leads. */
const FOLDER_PAGES: Record<
  string,
  { path: (slug: string) => string; overview: string; key: 'posts' | 'landing' | 'legal' }
> = {
  posts: { path: (slug) => `/blog/${slug}`, overview: '/blog', key: 'posts' },
  landing: { path: (slug) => `/${slug}`, overview: '/', key: 'landing' },
  legal: { path: (slug) => `/${slug}`, overview: '/', key: 'legal' },
};

/**
 * The published addresses that saving `values` as entry `slug` of `collection` takes away, minus
 * those content/redirects.yaml already keeps alive. `newSlug`: the entry's file name after the
 * save, when the editor renames it.
 */
export function addressChanges(
  collection: string,
  slug: string,
  values: Data,
  published: Pick<CheckedContent, 'industries' | 'services' | 'posts' | 'landing' | 'legal' | 'redirects'>,
  newSlug?: string,
): AddressChange[] {
  let changes: AddressChange[] = [];
  if (collection === 'pages' && slug === 'industries')
    changes = listChanges(slugsOf(published.industries.items), slugsOf(values.items), '/industries/');
  else if (collection === 'pages' && slug === 'services')
    changes = listChanges(slugsOf(published.services.items), slugsOf(values.items), '/services/');
  else if (FOLDER_PAGES[collection]) {
    const { path, overview, key } = FOLDER_PAGES[collection]!;
    const live = (published[key] as readonly { slug: string; status?: string }[]).find(
      (entry) => entry.slug === slug && (entry.status ?? 'live') === 'live',
    );
    if (live && newSlug && newSlug !== slug) changes = [{ from: path(slug), to: path(newSlug) }];
    else if (live && values.draft === true) changes = [{ from: path(slug), to: overview }];
  }
  const rules = hostRules(published.redirects);
  return changes.filter((change) => !matchRedirect(rules, change.from));
}

/**
 * The published address a delete of entry `slug` of `collection` takes away: a deleted page
 * leaves as one made a draft does, its address best led to the overview it was listed in.
 */
export function deleteChanges(
  collection: string,
  slug: string,
  published: Parameters<typeof addressChanges>[3],
): AddressChange[] {
  return addressChanges(collection, slug, { draft: true }, published);
}

/**
 * Why the editor may not write this redirect, or undefined: the content check's own rules for
 * what stays on the site (no old address among the site's own files or reserved folders, in any
 * case; a destination with exactly one "/" at the start). Neither a page's address nor a slug
 * should ever give one, but what "Add the redirect" writes is held to the check all the same.
 */
export function refusedRedirect(change: AddressChange): string | undefined {
  const owned = siteOwnedPath(change.from);
  if (owned) return `${change.from} belongs to the site itself (${owned.what}): no redirect may take it.`;
  return destinationIssue(change);
}

/** The lines to add under `redirects:` in content/redirects.yaml. */
export function redirectLines(changes: readonly AddressChange[]): string {
  return changes.map((c) => `  - { from: ${c.from}, to: ${c.to} }`).join('\n');
}

/**
 * What the editor chose: add the redirects to content/redirects.yaml with this save, save (or
 * delete) without them, or go back to the entry (nothing is written).
 */
export type OfferChoice = 'add' | 'save' | 'back';

/** The change the dialog stands before: a save, or a delete of the entry. */
export type OfferedChange = 'save' | 'delete';

/**
 * The dialog: which addresses go and where the redirects lead (the new addresses filled in), and
 * the choice. Resolves when the editor chooses; Escape means "back".
 */
export function offerRedirects(
  changes: readonly AddressChange[],
  doc: Document = document,
  change: OfferedChange = 'save',
  references: readonly string[] = [],
): Promise<OfferChoice> {
  if (!changes.length) return offerReferenceUpdates(references, doc);
  const dialog = doc.createElement('dialog');
  dialog.setAttribute('aria-labelledby', 'redirect-offer-title');
  dialog.className = 'redirect-offer';
  const title = doc.createElement('h2');
  title.id = 'redirect-offer-title';
  const what = change === 'delete' ? 'Deleting this entry' : 'This change';
  title.textContent =
    changes.length === 1 ? `${what} takes a published address away` : `${what} takes published addresses away`;
  const intro = doc.createElement('p');
  const one = changes.length === 1;
  const held = `${changes.map((c) => c.from).join(', ')} ${one ? 'is' : 'are'} held by search engines, ads, old e-mails and other sites: after this change ${one ? 'it answers' : 'they answer'} "page not found", and the site's check refuses the change.`;
  intro.textContent =
    change === 'delete'
      ? `${held} Keep ${one ? 'it' : 'them'} alive with a redirect: add these lines under "redirects:" in Pages and settings › Redirects (change the address after "to:" if the page moved elsewhere; for a page removed on purpose, list the old address under "gone:" instead).`
      : `${held} "Add the redirect" keeps ${one ? 'it' : 'them'} alive: this save also adds ${one ? 'this line' : 'these lines'} to Pages and settings › Redirects, so a visitor of the old address is sent on to the new one. To send ${one ? 'it' : 'them'} elsewhere, or to mark a page removed on purpose ("gone:"), copy the lines and change them in Redirects instead.`;
  const lines = doc.createElement('pre');
  lines.textContent = redirectLines(changes);
  const link = doc.createElement('a');
  link.href = '#/collections/pages/entries/redirects';
  link.target = '_blank';
  link.rel = 'noopener';
  link.textContent = 'Open Redirects in a new tab';
  const copy = button(doc, 'Copy the lines');
  copy.addEventListener(
    'click',
    () => void navigator.clipboard?.writeText(redirectLines(changes)).catch(() => undefined),
  );
  // A delete writes nothing else: its redirect is added in Redirects (the lines above). Nor is
  // one the content check would refuse offered for writing; the dialog says why instead.
  const refusals = changes.map(refusedRedirect).filter((why) => why !== undefined);
  if (refusals.length) intro.textContent += ` ${refusals.join(' ')}`;
  const add =
    change === 'save' && !refusals.length
      ? button(doc, one ? 'Add the redirect' : 'Add the redirects', true)
      : undefined;
  const back = button(doc, change === 'delete' ? 'Go back without deleting' : 'Go back without saving');
  const save = button(doc, change === 'delete' ? 'Delete anyway' : 'Save anyway');
  const actions = doc.createElement('p');
  actions.append(...(add ? [add, ' '] : []), copy, ' ', link, ' ', back, ' ', save);
  dialog.append(title, intro, lines, ...referenceList(references, doc), actions);
  return answered(dialog, doc, { add, back, save });
}

/**
 * The entries that choose what this change renames, listed by title: the save updates them to
 * the new name (./renames.ts), whichever way it is saved.
 */
function referenceList(references: readonly string[], doc: Document): HTMLElement[] {
  if (!references.length) return [];
  const one = references.length === 1;
  const note = doc.createElement('p');
  note.textContent = `${one ? 'Another entry uses' : `${references.length} other entries use`} the name, or link${one ? 's' : ''} to the address, that this change replaces. This save updates ${one ? 'it' : 'them'} to the new one, in the same change, so nothing on the site points at the old one:`;
  const list = doc.createElement('ul');
  list.setAttribute('aria-label', 'Entries updated with this save');
  for (const reference of references) {
    const item = doc.createElement('li');
    item.textContent = reference;
    list.append(item);
  }
  return [note, list];
}

/** The dialog when no address goes, but other entries use the renamed name (a question reworded). */
function offerReferenceUpdates(references: readonly string[], doc: Document): Promise<OfferChoice> {
  const dialog = doc.createElement('dialog');
  dialog.setAttribute('aria-labelledby', 'redirect-offer-title');
  dialog.className = 'redirect-offer';
  const title = doc.createElement('h2');
  title.id = 'redirect-offer-title';
  title.textContent = 'This change renames something other entries use';
  const back = button(doc, 'Go back without saving');
  const save = button(doc, references.length === 1 ? 'Save and update it' : 'Save and update them');
  const actions = doc.createElement('p');
  actions.append(back, ' ', save);
  dialog.append(title, ...referenceList(references, doc), actions);
  return answered(dialog, doc, { back, save });
}

/** Shows the dialog; resolves with the button pressed (Escape: "back"), and removes it. */
function answered(
  dialog: HTMLDialogElement,
  doc: Document,
  buttons: { add?: HTMLButtonElement; back: HTMLButtonElement; save: HTMLButtonElement },
): Promise<OfferChoice> {
  const { add, back, save } = buttons;
  doc.body.append(dialog);
  dialog.showModal();
  return new Promise((resolve) => {
    const finish = (choice: OfferChoice) => {
      dialog.close();
      dialog.remove();
      resolve(choice);
    };
    add?.addEventListener('click', () => finish('add'));
    back.addEventListener('click', () => finish('back'));
    save.addEventListener('click', () => finish('save'));
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish('back');
    });
  });
}

function button(doc: Document, label: string, primary = false): HTMLButtonElement {
  const element = doc.createElement('button');
  element.type = 'button';
  element.className = primary ? BUTTON_CLASS.primary : BUTTON_CLASS.plain;
  element.textContent = label;
  return element;
}
