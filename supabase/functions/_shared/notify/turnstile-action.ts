// The name the contact form's Turnstile widget gives its challenges (Cloudflare's `action`):
// siteverify reports it back, protected from changes, and the human-check function accepts only
// tokens carrying it, so a token solved on another widget of the same key counts for nothing.
// One constant for both sides: the island sets it, the function checks it.

/** Cloudflare allows up to 32 characters: letters, digits, `-` and `_`. */
export const TURNSTILE_ACTION = 'contact-form';
