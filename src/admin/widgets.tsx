/**
 * Decap's own text and date fields, each with a line under it that Decap does not draw: a
 * character counter on every field with a length rule (the generated configuration names the
 * limits, from the same zod rule the check applies), and on the publication date, whether the
 * entry is on the live site. The fields themselves are Decap's, untouched.
 */
import CMS from 'decap-cms-app';
import { Component, type ComponentType, createElement, createRef, useEffect } from 'react';
import { decapWouldRedraw, registeredWidget, relabelPublishedToolbar } from './decap-internals.ts';
import { counterText, DRAFT_OPTION, LENGTH_OPTIONS, publicationNote as noteText, WIDGETS } from './field-notes.ts';
import type { LinkChoice } from './link-choices.ts';
import { publicationLabel, publicationOf } from './scheduled.ts';

interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
  toJS(): Record<string, unknown>;
}
/** What Decap hands every field control (the part used here). */
export interface ControlProps {
  value?: unknown;
  field: ImmutableMap;
  entry: ImmutableMap;
  forID: string;
}
interface Control {
  isValid?: () => unknown;
  getValidateValue?: () => unknown;
  focus?: (path?: unknown) => void;
}

/**
 * A control that draws Decap's `base` control, then `Note`; Decap's checks and focus reach `base`.
 * Decap redraws a field only when its own value changes; a note that reads other fields of the
 * entry (`readsEntry`) is redrawn with every change of the entry.
 */
function withNote(base: ComponentType<never>, Note: ComponentType<ControlProps>, readsEntry = false) {
  class NotedControl extends Component<ControlProps> {
    inner = createRef<Control>();
    isValid = () => this.inner.current?.isValid?.() ?? true;
    getValidateValue = () => this.inner.current?.getValidateValue?.();
    focus = (path?: unknown) => {
      if (this.inner.current?.focus) this.inner.current.focus(path);
      else document.getElementById(this.props.forID)?.focus();
    };
    override render() {
      return (
        <>
          {createElement(base, { ...this.props, ref: this.inner } as never)}
          <Note {...this.props} />
        </>
      );
    }
  }
  if (!readsEntry) return NotedControl;
  return class EntryNotedControl extends NotedControl {
    override shouldComponentUpdate(next: ControlProps) {
      return next.entry !== this.props.entry || decapWouldRedraw(this.props, next);
    }
  };
}

const noteStyle = (warn: boolean) => ({
  margin: '6px 0 0',
  fontSize: '13px',
  lineHeight: 1.4,
  color: warn ? '#b3261e' : '#4b5563',
});

function Counter({ value, field, forID }: ControlProps) {
  const limit = (name: string) => (typeof field.get(name) === 'number' ? (field.get(name) as number) : undefined);
  const { text, warn } = counterText(value, limit(LENGTH_OPTIONS.min), limit(LENGTH_OPTIONS.max));
  return (
    <p id={`${forID}-count`} data-counter style={noteStyle(warn)}>
      {text}
    </p>
  );
}

/**
 * Decap's toolbar says "Published" and links "View Live" for every saved entry. While a scheduled
 * entry is open, the button says when it goes live and the link (to a page that does not exist
 * yet) is hidden. Decap offers no way in: the toolbar's own elements are found by the names of
 * their styles, and set again whenever Decap redraws them (./decap-internals.ts).
 */
function useScheduledToolbar(label: string | undefined): void {
  useEffect(() => (label ? relabelPublishedToolbar(label) : undefined), [label]);
}

/** The site's calendar day (set when the widgets are registered), for the publication state. */
let today = '';

/** The date field of a dated collection, with the entry's state under it. */
function PublicationNote({ entry, field }: ControlProps) {
  const data = (entry.getIn(['data']) as ImmutableMap | undefined)?.toJS() ?? {};
  const fields = { date: String(field.get('name')), draft: String(field.get(DRAFT_OPTION)) };
  const publication = publicationOf(data, fields, today);
  const label = publicationLabel(publication);
  useScheduledToolbar(publication.state === 'scheduled' ? label : undefined);
  return (
    <p data-publication={publication.state} style={noteStyle(publication.state !== 'live')}>
      {noteText(publication, label)}
    </p>
  );
}

/** The site's pages, offered under every link field (set when the widgets are registered). */
let links: readonly LinkChoice[] = [];

/**
 * The site's pages under a link field, as the browser's own suggestions: typing "/serv" or
 * "Chatbots" offers "/services/chatbots" (Service: Chatbots). Decap draws the input; the list is
 * tied to it by its id.
 */
function LinkList({ forID }: ControlProps) {
  const id = `${forID}-pages`;
  useEffect(() => {
    document.getElementById(forID)?.setAttribute('list', id);
  });
  return (
    <datalist id={id} data-link-choices>
      {links.map((link) => (
        <option key={link.value} value={link.value} label={link.label} />
      ))}
    </datalist>
  );
}

/**
 * Registers the widgets; `today` is the site's calendar day, for the publication state, and
 * `pages` what a link field offers.
 */
export function registerWidgets(day: string, pages: readonly LinkChoice[] = []): void {
  today = day;
  links = pages;
  const noted = (base: string, name: string, note: ComponentType<ControlProps>, readsEntry = false) => {
    const widget = registeredWidget<ComponentType<never>>(CMS, base)!;
    CMS.registerWidget(name, withNote(widget.control, note, readsEntry) as never, widget.preview as never);
  };
  noted('string', WIDGETS.string, Counter);
  noted('text', WIDGETS.text, Counter);
  noted('string', WIDGETS.link, LinkList);
  noted(WIDGETS.day, WIDGETS.date, PublicationNote, true);
}
