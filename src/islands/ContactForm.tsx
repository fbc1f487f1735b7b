import type { SiteContent } from '../content/load.ts';

export interface ContactFormProps {
  copy: SiteContent['contact']['form'];
}

/** Placeholder until the contact form island lands (issue 4). */
export function ContactForm({ copy }: ContactFormProps) {
  return <p>{copy.title}</p>;
}
