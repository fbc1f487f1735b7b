/**
 * A problem the site's check found with a field (./site-check.ts) shown on that field, as Decap
 * shows its own: the field and the groups around it turn red, with the check's words above it.
 * Decap gives a field no way to learn its place in the entry, so a problem is matched to the
 * field by the field's name and its value there; when the editor changes the value, the problem
 * is gone from it. Every widget's control is wrapped once (`watchFieldProblems`); Decap's checks,
 * focus and drawing still reach the control it wraps.
 */
import CMS from 'decap-cms-app';
import { Component, type ComponentType, createElement, createRef } from 'react';
import type { DecapCollection, DecapField } from './collections.ts';
import {
  decapWouldRedraw,
  fieldError,
  fieldMessageLists,
  foldedAround,
  onDraftValuesChange,
  registeredWidget,
} from './decap-internals.ts';

export interface FieldProblem {
  /** The field's place in the entry: ['sections', 2, 'items', 1]. */
  path: readonly PropertyKey[];
  message: string;
}

/** A problem as a field recognises it: its own name, and its whole value at the problem's place. */
interface Marked {
  name: string;
  value: unknown;
  message: string;
}

let marked: Marked[] = [];
const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;

const valueAt = (data: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], data);

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * Shows `problems` on the fields of the open entry (`data`: its values); an empty list clears
 * them. A place inside a list of texts (`items[2]`) marks the list.
 */
export function showFieldProblems(data: unknown, problems: readonly FieldProblem[]): void {
  marked = problems.flatMap(({ path, message }) => {
    const last = path.findLastIndex((key) => typeof key === 'string');
    if (last === -1) return [];
    return [{ name: String(path[last]), value: valueAt(data, path.slice(0, last + 1)), message }];
  });
  for (const listener of listeners) listener();
  stopWatching?.();
  stopWatching = undefined;
  if (!marked.length) return;
  // The marks are the check's verdict on these values: once the editor changes any of them (the
  // dialled number, when the mark is on the shown one), the verdict is stale and every mark goes
  // at once; the next Publish checks again and marks what is still wrong.
  stopWatching = onDraftValuesChange(() => showFieldProblems(undefined, []));
  // The fields that say what to change, in view, once Decap has drawn the messages (its store
  // updates after the validation the listeners asked for).
  setTimeout(() => revealProblems(12), 250);
}

const visible = (element: Element) => (element as HTMLElement).offsetParent !== null;

/**
 * Opens the folded list entries and groups around each field with a message, outermost first
 * (Decap keeps each one's state), then scrolls the first such field into view.
 */
function revealProblems(tries: number): void {
  const lists = fieldMessageLists();
  const target = lists.find((list) => !visible(list));
  if (!target || tries === 0) {
    lists[0]?.scrollIntoView({ block: 'center' });
    return;
  }
  const toggle = foldedAround(target, visible);
  if (!toggle) return;
  toggle.click();
  setTimeout(() => revealProblems(tries - 1), 100);
}

/** The message for the field `name` holding `value`, if the last check found a problem there. */
export function problemOf(name: string, value: unknown): string | undefined {
  if (!marked.length) return undefined;
  const plain = (value as { toJS?: () => unknown } | undefined)?.toJS?.() ?? value;
  return marked.find((m) => m.name === name && sameValue(m.value, plain))?.message;
}

interface Props {
  field: { get(key: string): unknown };
  value?: unknown;
  classNameWrapper?: unknown;
  hasActiveStyle?: unknown;
  forID: string;
  /** Decap's validation of this field, which asks the control (`isValid`) too. */
  validate?: () => void;
  parentIds?: string[];
}
interface Control {
  validate?: () => void;
  isValid?: () => unknown;
  getValidateValue?: () => unknown;
  focus?: (path?: unknown) => void;
  shouldComponentUpdate?: (next: Props) => boolean;
}

function withFieldProblems(base: ComponentType<never>) {
  return class ProblemControl extends Component<Props> {
    inner = createRef<Control>();
    private stop?: () => void;
    override componentDidMount() {
      // A new check result: Decap validates the field again, which asks isValid below.
      const listener = () => this.props.validate?.();
      listeners.add(listener);
      this.stop = () => listeners.delete(listener);
    }
    override componentWillUnmount() {
      this.stop?.();
    }
    isValid = () => {
      const message = problemOf(String(this.props.field.get('name')), this.props.value);
      if (message) return fieldError(this.props.parentIds, message);
      return this.inner.current?.isValid?.() ?? true;
    };
    /** Decap validates a list through its control (each entry's fields), other fields through their widget. */
    validate = () => {
      if (this.inner.current?.validate) this.inner.current.validate();
      else this.props.validate?.();
    };
    getValidateValue = () => this.inner.current?.getValidateValue?.();
    /**
     * Decap's field redraws only when the control it holds agrees (or, for a control without a
     * rule, when the value or style changes): a list redraws for new messages on its entries'
     * fields, so the wrapper asks the control it wraps, as Decap would.
     */
    override shouldComponentUpdate(next: Props): boolean {
      const inner = this.inner.current;
      if (inner?.shouldComponentUpdate) return inner.shouldComponentUpdate.call(inner, next);
      return decapWouldRedraw(this.props, next);
    }
    focus = (path?: unknown) => {
      if (this.inner.current?.focus) this.inner.current.focus(path);
      else document.getElementById(this.props.forID)?.focus();
    };
    override render() {
      return createElement(base, { ...this.props, ref: this.inner } as never);
    }
  };
}

/** Wraps the control of each named widget (Decap's and the editor's own), keeping its other parts. */
export function watchFieldProblems(names: readonly string[]): void {
  for (const name of names) {
    const widget = registeredWidget<ComponentType<never>>(CMS, name);
    if (!widget) continue;
    const { control, preview, options } = widget;
    CMS.registerWidget({
      ...options,
      name,
      controlComponent: withFieldProblems(control),
      previewComponent: preview,
    } as never);
  }
}

/** Every widget the configuration uses (a field without one is Decap's `string`). */
export function widgetNames(collections: readonly DecapCollection[]): string[] {
  const names = new Set<string>(['string']);
  const walk = (fields: readonly DecapField[] | undefined): void => {
    for (const field of fields ?? []) {
      names.add(field.widget ?? 'string');
      walk(field.fields);
      if (field.field) walk([field.field]);
      walk((field as { types?: DecapField[] }).types);
    }
  };
  for (const collection of collections) {
    walk(collection.fields);
    for (const file of collection.files ?? []) walk(file.fields);
  }
  names.delete('hidden');
  return [...names];
}
