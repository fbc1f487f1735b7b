// The booking page (Cal.com, Calendly or similar) opened with the visitor's name and e-mail
// filled in: both services read `name` and `email` from the query. Used by the contact form's
// thank-you dialog and by the visitor's receipt e-mail.

/** The booking address with `name` and `email` set (encoded), keeping its own parameters. */
export function bookingLink(url: string, name: string, email: string): string {
  const link = new URL(url);
  const fullName = name.replace(/\s+/gu, ' ').trim();
  if (fullName) link.searchParams.set('name', fullName);
  if (email.trim()) link.searchParams.set('email', email.trim());
  return link.href;
}
