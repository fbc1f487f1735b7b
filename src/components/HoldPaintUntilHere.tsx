/**
 * Marks where the parser must have got to before the browser may paint the page: an empty marker
 * here, and `<link rel="expect" blocking="render">` naming it (React moves the link into the head).
 * Put it last inside a part whose layout depends on everything in it.
 *
 * Why: a browser may paint while it is still reading the HTML. On a slow phone, or a busy machine,
 * the first paint showed a header without its right-hand buttons, or a hero without its figures,
 * and the next paint moved the menu and the picture: a layout shift the visitor sees. Holding the
 * first paint until the header and the hero are whole costs only the time to read them; the rest
 * of the page still appears as it arrives. Browsers without this feature ignore it.
 *
 * A marker rather than the part's own id: Chromium may stop holding once the element named has
 * started, and an empty element has started and ended at once.
 */
export function HoldPaintUntilHere({ id }: { id: string }) {
  return (
    <>
      <link rel="expect" href={`#${id}`} blocking="render" />
      <span id={id} hidden />
    </>
  );
}
