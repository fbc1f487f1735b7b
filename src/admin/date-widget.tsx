/**
 * The editor's date field: the browser's own calendar input, saving the day as the check reads it
 * (YYYY-MM-DD), and a "Today" button that gives the day in the site's time zone. It stands in for
 * Decap's datetime control, which sends every keystroke through a date library: after the year's
 * first digit the browser reports year 0002, which the library reads as 1902, and the typed
 * "12 03 2026" ended as 1906. This input keeps what is typed and sends only whole days.
 * Decap's preview of a datetime field is kept.
 */
import CMS from 'decap-cms-app';
import { Component, type ComponentType, createRef } from 'react';
import { registeredWidget } from './decap-internals.ts';
import { BUTTON_CLASS } from './editor-styles.ts';
import { typedDay, WIDGETS } from './field-notes.ts';

interface Props {
  value?: unknown;
  onChange(value: string): void;
  forID: string;
  classNameWrapper?: string;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
  isDisabled?: boolean;
}

/** The day a stored value holds ('' when none): a text as saved, or a date YAML read as one. */
function dayOf(value: unknown): string {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  return typeof value === 'string' ? value.slice(0, 10) : '';
}

function dayControl(today: () => string): ComponentType<Props> {
  return class DayControl extends Component<Props> {
    input = createRef<HTMLInputElement>();
    /** The saved day last put in the input: it is put there again only when the saved day changes. */
    shownDay: string | undefined;
    override componentDidMount() {
      this.show();
    }
    override componentDidUpdate() {
      this.show();
    }
    /**
     * The saved day in the input when it changed from outside (the entry loaded, "Today", "Clear"):
     * a redraw while the editor types (the value sent on is not saved yet) leaves the input alone.
     */
    show() {
      const input = this.input.current;
      const day = dayOf(this.props.value);
      if (!input || day === this.shownDay) return;
      this.shownDay = day;
      if (typedDay(input.value) !== day) input.value = day;
    }
    send = (value: string) => {
      const day = typedDay(value);
      if (day !== undefined && day !== dayOf(this.props.value)) this.props.onChange(day);
    };
    focus = () => this.input.current?.focus();
    override render() {
      const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, isDisabled } = this.props;
      return (
        <div className={classNameWrapper} style={{ display: 'flex', gap: '12px', alignItems: 'center' }}>
          <input
            ref={this.input}
            id={forID}
            type="date"
            defaultValue={dayOf(this.props.value)}
            onChange={(event) => this.send(event.target.value)}
            onFocus={setActiveStyle}
            onBlur={setInactiveStyle}
            disabled={isDisabled}
          />
          {!isDisabled && (
            <>
              <button type="button" className={BUTTON_CLASS.plain} onClick={() => this.send(today())}>
                Today
              </button>
              <button type="button" className={BUTTON_CLASS.plain} onClick={() => this.send('')}>
                Clear
              </button>
            </>
          )}
        </div>
      );
    }
  };
}

/** Registers the date field; `today` gives the site's calendar day when "Today" is pressed. */
export function registerDateWidget(today: () => string): void {
  const preview = registeredWidget(CMS, 'datetime')?.preview;
  CMS.registerWidget(WIDGETS.day, dayControl(today) as never, preview as never);
}
