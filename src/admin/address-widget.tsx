/**
 * The address field of an article or a landing page (the generated configuration's
 * `page-address` widget). A new entry's address follows its title until the editor types one of
 * their own, and names the file when the entry is first saved. A saved entry's address is locked,
 * because others hold it; "Move to a new address" unlocks it, and the save then moves the file
 * and offers the redirect from the old address (./redirect-offer.ts, ./page-moves.ts).
 */
import CMS from 'decap-cms-app';
import { Component, type ReactNode } from 'react';
import { MAX_SLUG_LENGTH } from '../content/schemas/common.ts';
import { followTitle } from '../lib/address.ts';
import { currentEntry, decapWouldRedraw, isNewEntry } from './decap-internals.ts';
import { BUTTON_CLASS } from './editor-styles.ts';
import { ADDRESS_OPTION, WIDGETS } from './field-notes.ts';

interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
}

interface AddressProps {
  value?: unknown;
  onChange: (value: string) => void;
  field: ImmutableMap;
  entry: ImmutableMap;
  getEntry?: () => ImmutableMap;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

const noteStyle = { margin: '6px 0 0', fontSize: '13px', lineHeight: 1.4, color: '#4b5563' };

class AddressControl extends Component<AddressProps, { moving: boolean }> {
  override state = { moving: false };
  private lastTitle: unknown;
  private stop?: () => void;

  /** The entry as it is now: Decap's `entry` prop is drawn once and goes stale as fields change. */
  private current(): ImmutableMap {
    return currentEntry(this.props);
  }

  private get isNew(): boolean {
    return isNewEntry(this.current());
  }

  // Decap (and the problem wrapper) ask this without a state: only props are compared then.
  override shouldComponentUpdate(next: AddressProps & { hasActiveStyle?: unknown }, state?: { moving: boolean }) {
    return decapWouldRedraw(this.props, next) || (state !== undefined && state.moving !== this.state.moving);
  }

  // The title is another field, whose changes this field is not redrawn for: after every
  // keystroke in the form, the title is read again and, while new, the address follows it.
  override componentDidMount() {
    if (!this.isNew) return;
    this.follow();
    const listener = () => setTimeout(() => this.follow(), 0);
    document.addEventListener('input', listener);
    this.stop = () => document.removeEventListener('input', listener);
  }

  override componentWillUnmount() {
    this.stop?.();
  }

  /** While new, the address made from the title (unless the editor typed their own). */
  private follow() {
    if (!this.isNew) return;
    const title = this.current().getIn(['data', 'title']);
    if (title === this.lastTitle) return;
    const next = followTitle(this.props.value, title, this.lastTitle);
    this.lastTitle = title;
    if (next !== (this.props.value ?? '')) this.props.onChange(next);
  }

  override render(): ReactNode {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, field } = this.props;
    const prefix = String(field.get(ADDRESS_OPTION) ?? '/');
    const saved = String(this.current().get('slug') ?? '');
    const editable = this.isNew || this.state.moving;
    const value = editable ? String(this.props.value ?? '') : saved;
    return (
      <div>
        <input
          id={forID}
          className={classNameWrapper}
          value={value}
          readOnly={!editable}
          aria-describedby={`${forID}-address`}
          onChange={(event) => this.props.onChange(event.target.value)}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
        />
        <p id={`${forID}-address`} data-address style={noteStyle}>
          {editable
            ? `The page will be at ${prefix}${value || '…'}${tooLong(value)}`
            : `Published at ${prefix}${saved}. This address is locked: search engines and links hold it. To move the page, choose "Move to a new address"; when you save, the editor offers the redirect that keeps the old address working.`}
        </p>
        {!editable && (
          <button
            type="button"
            className={BUTTON_CLASS.plain}
            onClick={() => {
              this.setState({ moving: true });
              this.props.onChange(saved);
            }}
          >
            Move to a new address
          </button>
        )}
      </div>
    );
  }
}

/** The schema's limit on an address, said while the typed one exceeds it. */
function tooLong(value: string): string {
  return value.length > MAX_SLUG_LENGTH
    ? ` — ${value.length} characters: an address has at most ${MAX_SLUG_LENGTH}, so it cannot be saved. Shorten it to its main words.`
    : '';
}

export function registerAddressWidget(): void {
  CMS.registerWidget(WIDGETS.address, AddressControl as never);
}
