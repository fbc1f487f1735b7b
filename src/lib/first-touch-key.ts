/**
 * The sessionStorage key under which the site's script keeps where a visit started. A module of
 * its own: the script that writes it must not pull in the code that cleans it
 * (./attribution.ts), which the contact form loads only when it sends.
 */
export const FIRST_TOUCH_KEY = 'lead-first-touch';
