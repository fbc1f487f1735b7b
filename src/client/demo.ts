/**
 * Case-study demos: answers the demo form on the page from the sample data the server wrote
 * into `data-demo`, in the status region named by `data-answer`. Loaded only on pages that
 * have a demo. The browser's own validation (required date, earliest date today) runs first.
 */
import {
  answerPropertySearch,
  answerReservation,
  answerSpaBooking,
  type DemoAnswer,
  type DemoData,
} from '../lib/demos.ts';

/** Today in the visitor's time zone, as a date input writes it. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function answerFor({ demo, offers }: DemoData, form: FormData): DemoAnswer {
  const value = (name: string) => String(form.get(name) ?? '');
  switch (demo.kind) {
    case 'reservation':
      return answerReservation(demo, {
        date: value('date'),
        time: value('time'),
        table: value('table'),
        guests: Number(value('guests')),
        requests: value('requests'),
      });
    case 'propertyFinder':
      return answerPropertySearch(demo, {
        city: value('city'),
        deal: value('deal') === 'rent' ? 'rent' : 'buy',
        budget: Number(value('budget')),
        minBedrooms: Number(value('bedrooms')),
        answers: demo.questions.map((_, i) => Number(value(`question-${i}`))),
      });
    case 'spaBooking':
      return answerSpaBooking(demo, offers, {
        treatment: Number(value('treatment')),
        date: value('date'),
        time: value('time'),
      });
  }
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text = '',
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text) el.textContent = text;
  return el;
}

/** The answer as a card: built from text nodes only, never from HTML. */
export function renderAnswer(answer: DemoAnswer): HTMLElement {
  const card = element(
    'div',
    `rounded-xl border p-5 ${answer.tone === 'confirmed' ? 'border-emerald-200 bg-emerald-50' : 'border-amber-200 bg-amber-50'}`,
  );
  card.dataset.tone = answer.tone;
  card.append(element('p', 'text-lg font-semibold text-ink', answer.title));
  if (answer.text) card.append(element('p', 'mt-2 text-slate-700', answer.text));
  if (answer.details?.length) {
    const list = element('dl', 'mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm');
    for (const { label, value } of answer.details)
      list.append(element('dt', 'font-medium text-slate-600', label), element('dd', 'text-ink', value));
    card.append(list);
  }
  if (answer.items?.length) {
    const list = element('ul', 'mt-3 space-y-1.5 text-ink');
    for (const item of answer.items) list.append(element('li', 'rounded-lg bg-white px-3 py-2', item));
    card.append(list);
  }
  if (answer.choices?.options.length) {
    const list = element('ul', 'mt-3 flex flex-wrap gap-2');
    for (const { label, value } of answer.choices.options) {
      const button = element('button', 'btn-secondary min-h-11 px-4! py-2! text-base', label);
      button.type = 'button';
      button.dataset.choiceField = answer.choices.field;
      button.dataset.choiceValue = value;
      const item = element('li', '');
      item.append(button);
      list.append(item);
    }
    card.append(list);
  }
  if (answer.footer) card.append(element('p', 'mt-3 font-semibold text-ink', answer.footer));
  if (!answer.followUp) return card;
  const { title, label, text, note } = answer.followUp;
  const lead = element('div', 'mt-4 rounded-xl border border-indigo-200 bg-indigo-50 p-5');
  lead.append(
    element('p', 'text-sm font-semibold text-brand-dark', title),
    element('p', 'mt-1 text-lg font-semibold text-ink', label),
    element('p', 'mt-1 text-slate-700', text),
    element('p', 'mt-3 text-sm text-slate-600', note),
  );
  const wrapper = element('div', '');
  wrapper.append(card, lead);
  return wrapper;
}

/**
 * Brings the answer into sight when any of it is off-screen (on a phone it lies under the form),
 * its top below the sticky header (the panel's scroll margin); still where it is, it stays.
 */
function showAnswer(panel: HTMLElement): void {
  const { top, bottom } = panel.getBoundingClientRect();
  const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  if (top >= header && bottom <= window.innerHeight) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  panel.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
}

/** Answers each demo form when it is sent; `pressed`: forms sent before this ran, answered now. */
export function initDemos(now: Date = new Date(), pressed: ReadonlySet<HTMLFormElement> = new Set()): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-demo]')) {
    const data = JSON.parse(form.dataset.demo ?? '{}') as DemoData;
    const region = document.getElementById(form.dataset.answer ?? '');
    if (!region) continue;
    const panel = region.closest<HTMLElement>('section') ?? region;
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="date"]')) input.min = localIsoDate(now);
    // The region is a live one (role="status"): replacing its content is what screen readers announce.
    const answer = () => {
      region.replaceChildren(renderAnswer(answerFor(data, new FormData(form))));
      showAnswer(panel);
    };
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      answer();
    });
    region.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-choice-field]');
      if (!button) return;
      const field = form.elements.namedItem(button.dataset.choiceField ?? '');
      if (!(field instanceof HTMLSelectElement || field instanceof HTMLInputElement)) return;
      field.value = button.dataset.choiceValue ?? '';
      // The tapped button is replaced by the new answer: the keyboard goes on from the answer.
      region.focus({ preventScroll: true });
      form.requestSubmit(); // the form's own checks first, as for its button
    });
    if (pressed.has(form)) answer();
  }
}
