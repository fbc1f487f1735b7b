// The layers of ARCHITECTURE.md ("Code map" and "Invariants"), kept by dependency-cruiser:
// `npm run layers` checks them and `npm test` runs it after lint. A broken rule is printed as
//   error <rule name>: <importing file> → <imported file>
// so the message names both files; the rule's comment below says why it holds.
// https://github.com/sverweij/dependency-cruiser/blob/main/doc/rules-reference.md

/** A Vike hook of src/pages (`+onPrerenderStart.ts`, `+onRenderHtml.tsx`): runs in the build, in Node. */
const VIKE_HOOK = '^src/pages/[+]on[A-Za-z]+[.]tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules import each other in a circle: which one loads first decides what the other sees. Move the shared part to the lower layer (ARCHITECTURE.md, "Code map").',
      from: {},
      to: { circular: true },
    },
    {
      name: 'content-imports-only-content',
      severity: 'error',
      comment:
        'src/content is the bottom layer: it reads and checks content/ and knows no page, island, component or tool. What it needs of lib/ belongs in src/content.',
      from: { path: '^src/content/' },
      to: { path: '^(src/(?!content/)|scripts/|supabase/)' },
    },
    {
      name: 'lib-imports-no-ui-or-server',
      severity: 'error',
      comment:
        'src/lib is pure logic under the pages: it may use src/content and the rules shared with the Edge Functions, never an island, component, page, the editor, the local server or a tool.',
      from: { path: '^src/lib/' },
      to: { path: '^(src/(islands|components|pages|admin|backend|client|styles)/|scripts/)' },
    },
    {
      name: 'functions-self-contained',
      severity: 'error',
      comment:
        'supabase/functions is deployed on its own to Supabase (Deno): nothing outside it is uploaded with it. Packages come from its deno.json; settings.json is generated into it (npm run notify:settings).',
      from: { path: '^supabase/functions/' },
      to: {
        pathNot: ['^supabase/functions/', '(^|/)node_modules/'],
        dependencyTypesNot: ['core'],
        couldNotResolve: false,
      },
    },
    {
      name: 'pages-functions-self-contained',
      severity: 'error',
      comment:
        'functions/ is bundled by Cloudflare Pages on its own and runs in its Workers runtime: it imports only functions/ (no package, no Node module, nothing of the site).',
      from: { path: '^functions/' },
      to: { pathNot: '^functions/' },
    },
    {
      name: 'islands-import-only-lib',
      severity: 'error',
      comment:
        'An island is hydrated in the browser from its own bundle: it is given its texts as props and draws on src/lib, the browser helpers of src/client (such as measure.ts, the analytics event) and other islands only, never on a component, a page, the editor or a tool.',
      from: { path: '^src/islands/' },
      to: { path: '^(src/(?!islands/|lib/|content/|client/)|scripts/|supabase/)' },
    },
    {
      name: 'islands-take-only-types-of-content',
      severity: 'error',
      comment:
        'An island may name the shape of the content it is given (a type), but runs none of src/content: the content pipeline (YAML, Markdown, zod schemas) must not reach the browser bundle.',
      from: { path: '^src/islands/' },
      to: { path: '^src/content/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'components-import-no-pages',
      severity: 'error',
      comment: 'Components are the parts pages are made of; a page chooses its components, not the other way round.',
      from: { path: '^src/components/' },
      to: { path: '^(src/(pages|admin|backend)/|scripts/)' },
    },
    {
      name: 'components-take-only-types-of-content',
      severity: 'error',
      comment:
        'Components draw what their page hands them: of src/content they name types, and the route table for its fixed addresses (routes.ts), but never load or check content themselves.',
      from: { path: '^src/components/' },
      to: { path: '^src/content/', pathNot: '^src/content/routes[.]ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'only-tools-import-the-server',
      severity: 'error',
      comment:
        'src/backend is the local server (npm start) and the owner tools behind it: only scripts/ starts it. Nothing that ships as a page or a function may import it.',
      from: { path: '^(src/(?!backend/)|supabase/)' },
      to: { path: '^src/backend/' },
    },
    {
      name: 'server-imports-no-ui',
      severity: 'error',
      comment:
        'The local server serves the built site; it renders no page, component or island of its own (what it shares with the site is in src/lib and src/content).',
      from: { path: '^src/backend/' },
      to: { path: '^src/(pages|components|islands|client|admin)/' },
    },
    {
      name: 'database-opened-only-by-the-server',
      severity: 'error',
      comment:
        'Locally, as in production, the database is reached through the REST layer: only src/backend opens PGlite; tools and the site ask the server (or Supabase) over HTTP.',
      from: { pathNot: '^src/backend/' },
      to: { path: '(^|/)node_modules/@electric-sql/pglite/' },
    },
    {
      name: 'site-imports-no-tools',
      severity: 'error',
      comment:
        'scripts/ holds the commands; the site does not import them. The one exception is the Vike build hooks of src/pages, which hand the pages to the build (scripts/build/vike-channel.ts, site-files.ts).',
      from: { path: '^(src|supabase)/', pathNot: VIKE_HOOK },
      to: { path: '^scripts/' },
    },
    {
      name: 'content-files-read-only-by-content',
      severity: 'error',
      comment:
        'Only src/content (and the server and tools) read files: pages, components, islands, the browser code and lib get content already checked. src/lib/site-paths.ts reads the built site, not content.',
      from: { path: '^src/(pages|components|islands|client|admin|lib)/', pathNot: '^src/lib/site-paths[.]ts$' },
      to: { dependencyTypes: ['core'], path: '^(node:)?fs(/promises)?$' },
    },
    {
      name: 'no-tests-in-the-product',
      severity: 'error',
      comment: 'tests/ and e2e/ check the product; the product never imports them.',
      from: { path: '^(src|scripts|supabase|functions)/' },
      to: { path: '^(tests|e2e)/' },
    },
  ],
  options: {
    // Packages count by their folder wherever node_modules really is (a linked install resolves
    // to its real path, hence the patterns above match node_modules/ anywhere in a path).
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a circle made of types is still a circle for the reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
