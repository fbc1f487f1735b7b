/**
 * Forms whose code loads after the page: a submit before it has loaded is kept (not sent as a
 * page load, not lost) and handed over once it has. Call the returned function when the code is
 * there: it stops keeping and gives the forms sent meanwhile.
 */
export function keepSubmits(forms: readonly HTMLFormElement[]): () => Set<HTMLFormElement> {
  const sent = new Set<HTMLFormElement>();
  const keep = (event: SubmitEvent) => {
    event.preventDefault();
    sent.add(event.currentTarget as HTMLFormElement);
  };
  for (const form of forms) form.addEventListener('submit', keep);
  return () => {
    for (const form of forms) form.removeEventListener('submit', keep);
    return sent;
  };
}
