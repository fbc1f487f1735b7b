/**
 * `decap-cms-app` as the editor's bundle imports it (scripts/build/admin.ts points the import
 * here): Decap's own prebuilt bundle (decap-cms-app/dist, copied beside the editor's page into
 * decap/), loaded as the classic script it is, instead of bundling Decap's 2,900 source modules on
 * every build (3 to 4 s and about 1 GB of memory for the same output each time).
 *
 * That bundle takes React from the page (`window.React`, `window.ReactDOM`) but carries its own
 * react-dom client, which accepts only the React it was built with: the editor's bundle is built
 * with that React (the react-for-decap packages, checked by tests/admin/decap-bundle.test.ts), so
 * Decap and the previews, the site's own components, render with one and the same React.
 */
import type CMS from 'decap-cms-app';
import React from 'react';
import ReactDOM from 'react-dom';
import { captureDecapStore } from './decap-store.ts';

interface DecapWindow {
  React: unknown;
  ReactDOM: unknown;
  /** What the bundle defines: Decap's API, as decap-cms-app's default export. */
  DecapCmsApp?: typeof CMS;
}

const page = window as unknown as DecapWindow;
page.React = React;
page.ReactDOM = ReactDOM;
// Before the bundle builds its store: ./entry-switch.ts reads which entry the editor has open.
captureDecapStore();
await new Promise((resolve, reject) => {
  const script = document.createElement('script');
  // Beside the page: /admin/decap/ on the site, /decap/ on the editor's own site.
  script.src = new URL('decap/decap-cms-app.js', location.href).href;
  script.onload = resolve;
  script.onerror = () => reject(new Error(`The editor could not load ${script.src}.`));
  document.head.append(script);
});
if (!page.DecapCmsApp) throw new Error('decap/decap-cms-app.js did not define DecapCmsApp.');

export default page.DecapCmsApp;
