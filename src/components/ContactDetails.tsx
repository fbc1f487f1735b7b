/**
 * The company's contact details from site.yaml, in the two places that show them: the footer
 * (an address block on the dark background) and the contact page's "Get in touch" panel (a
 * labelled list). Both show the same facts from the same fields; only the layout differs.
 */
import type { ReactNode } from 'react';
import type { SiteContent } from '../content/load.ts';
import type { ContactShown as Contact } from '../lib/shown.ts';
import { Icon, type IconName } from './Icon.tsx';

type Phone = Contact['phones'][number];
type PanelLabels = SiteContent['contact']['getInTouch'];

const locationOf = (contact: Contact) => `${contact.location.city}, ${contact.location.region}`;

const STYLES = {
  footer: { link: 'text-slate-300 hover:text-white', note: 'text-sm text-slate-400' },
  panel: { link: 'hover:text-brand hover:underline', note: 'text-sm' },
} as const;
type Layout = keyof typeof STYLES;

/** "+1 (312) 555-0142 (Office)": the number as a tap-to-call link, then what it is for. */
function PhoneNumber({ phone, layout }: { phone: Phone; layout: Layout }) {
  return (
    <>
      <a href={`tel:${phone.tel}`} className={STYLES[layout].link}>
        {phone.display}
      </a>{' '}
      <span className={STYLES[layout].note}>({phone.label})</span>
    </>
  );
}

function EmailLink({ email, layout }: { email: string; layout: Layout }) {
  return (
    <a href={`mailto:${email}`} className={STYLES[layout].link}>
      {email}
    </a>
  );
}

function FooterDetails({ contact }: { contact: Contact }) {
  const icon = 'mt-0.5 h-5 w-5 shrink-0 text-cyan-300';
  return (
    <address className="space-y-3 not-italic">
      <p className="flex gap-3">
        <Icon name="pin" className={icon} />
        {locationOf(contact)}
      </p>
      <p className="flex gap-3">
        <Icon name="mail" className={icon} />
        <EmailLink email={contact.email} layout="footer" />
      </p>
      {contact.phones.map((p) => (
        <p key={p.tel} className="flex gap-3">
          <Icon name="phone" className={icon} />
          <span>
            <PhoneNumber phone={p} layout="footer" />
          </span>
        </p>
      ))}
      <p className="flex gap-3">
        <Icon name="clock" className={icon} />
        <span>
          {contact.hours.display}
          <br />
          {contact.hours.emergency}
        </span>
      </p>
    </address>
  );
}

/** The contact page panel's look, shared by its facts. */
const PANEL_CLASSES = {
  term: 'flex items-center gap-3 font-semibold text-ink',
  icon: 'h-6 w-6 shrink-0 text-brand',
  detail: 'pl-9 text-slate-600',
};

/** One fact of the panel: its icon and label as the term, then its values (the caller's `dd`s). */
function PanelFact({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className={PANEL_CLASSES.term}>
        <Icon name={icon} className={PANEL_CLASSES.icon} />
        {label}
      </dt>
      {children}
    </div>
  );
}

function PanelDetails({ contact, labels }: { contact: Contact; labels: PanelLabels }) {
  const { detail } = PANEL_CLASSES;
  return (
    <dl className="mt-5 space-y-5">
      <PanelFact icon="phone" label={labels.phoneLabel}>
        {contact.phones.map((p) => (
          <dd key={p.tel} className={detail}>
            <PhoneNumber phone={p} layout="panel" />
          </dd>
        ))}
      </PanelFact>
      <PanelFact icon="mail" label={labels.emailLabel}>
        <dd className={detail}>
          <EmailLink email={contact.email} layout="panel" />
        </dd>
      </PanelFact>
      <PanelFact icon="pin" label={labels.locationLabel}>
        <dd className={detail}>{locationOf(contact)}</dd>
      </PanelFact>
      <PanelFact icon="clock" label={labels.hoursLabel}>
        <dd className={detail}>{contact.hours.display}</dd>
        <dd className={detail}>{contact.hours.emergency}</dd>
      </PanelFact>
    </dl>
  );
}

export function ContactDetails(
  props: { contact: Contact } & ({ layout: 'footer' } | { layout: 'panel'; labels: PanelLabels }),
) {
  return props.layout === 'panel' ? (
    <PanelDetails contact={props.contact} labels={props.labels} />
  ) : (
    <FooterDetails contact={props.contact} />
  );
}
