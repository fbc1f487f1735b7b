/**
 * `decap-cms-app` as the editor's bundle imports it (scripts/build/admin.ts points the import
 * here): Decap's own prebuilt bundle (decap-cms-app/dist, copied beside the editor's page into
 * decap/), loaded as the classic script it is, instead of bundling Decap's 2,900 source modules on
 * every build (3 to 4 s and about 1 GB of memory for the same output each time).
 *
 * That bundle takes React from the page (`window.React`, `window.ReactDOM`) but carries its own
 * react-dom client, which accepts only the React it was built with: the editor's bundle is built
 * with that React (the react-for-decap packages, checked by tests/admin/decap-bundle.test.ts), so
 * Decap and the previews, the site's own components, render with one and the same React. How the
 * bundle is loaded is Decap's, not public: ./decap-internals.ts.
 */
import type CMS from 'decap-cms-app';
import React from 'react';
import ReactDOM from 'react-dom';
import { loadDecap } from './decap-internals.ts';

export default await loadDecap<typeof CMS>(React, ReactDOM);
