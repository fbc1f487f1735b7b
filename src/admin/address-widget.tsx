/**
 * The address field of an article or a landing page (the generated configuration's
 * `page-address` widget). A new entry's address follows its title until the editor types one of
 * their own, and names the file when the entry is first saved. A saved entry's address is locked,
 * because others hold it; "Move to a new address" unlocks it, and the save then moves the file
 * and offers the redirect from the old address (./redirect-offer.ts, ./page-moves.ts).
 */
import CMS from 'decap-cms-app';
import { Component, type ReactNode } from 'react';
import { addressFromTitle, followTitle } from '../lib/address.ts';
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
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

const noteStyle = { margin: '6px 0 0', fontSize: '13px', lineHeight: 1.4, color: '#4b5563' };

class AddressControl extends Component<AddressProps, { moving: boolean }> {
  override state = { moving: false };

  private get isNew(): boolean {
    return this.props.entry.get('newRecord') === true;
  }

  private title(entry: ImmutableMap): unknown {
    return entry.getIn(['data', 'title']);
  }

  // The title is another field: the address follows it, so every change of the entry is seen.
  override shouldComponentUpdate(next: AddressProps & { hasActiveStyle?: unknown }, state: { moving: boolean }) {
    const props = this.props as typeof next;
    return (
      next.entry !== props.entry ||
      next.value !== props.value ||
      next.classNameWrapper !== props.classNameWrapper ||
      next.hasActiveStyle !== props.hasActiveStyle ||
      state.moving !== this.state.moving
    );
  }

  override componentDidMount() {
    if (this.isNew) this.follow(undefined);
  }

  override componentDidUpdate(previous: AddressProps) {
    if (this.isNew) this.follow(this.title(previous.entry));
  }

  /** While new, the address made from the title (unless the editor typed their own). */
  private follow(previousTitle: unknown) {
    const next = followTitle(this.props.value, this.title(this.props.entry), previousTitle);
    if (next !== (this.props.value ?? '')) this.props.onChange(next);
  }

  override render(): ReactNode {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, field, entry } = this.props;
    const prefix = String(field.get(ADDRESS_OPTION) ?? '/');
    const saved = String(entry.get('slug') ?? '');
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
            ? `The page will be at ${prefix}${value || addressFromTitle(this.title(entry)) || '…'}`
            : `Published at ${prefix}${saved}. This address is locked: search engines and links hold it. To move the page, choose "Move to a new address"; when you save, the editor offers the redirect that keeps the old address working.`}
        </p>
        {!editable && (
          <button
            type="button"
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

export function registerAddressWidget(): void {
  CMS.registerWidget(WIDGETS.address, AddressControl as never);
}
