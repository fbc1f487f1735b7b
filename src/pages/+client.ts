// https://vike.dev/client — the site's one enhancement script, on every page (no Vike client runtime).
import '../client/main.ts';
// The stylesheet is the server's (+onRenderHtml.tsx); here too, so that the dev server updates it in place.
import '../styles/site.css';
