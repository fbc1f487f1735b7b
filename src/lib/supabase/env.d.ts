// The build-time variables the site's Supabase client reads. Vite replaces
// them in browser bundles. Outside Vite (plain Node) import.meta.env itself
// is undefined; client.ts guards for that.
interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** '1' in a preview build (`npm run build:preview`): the contact form marks its requests preview. */
  readonly VITE_PREVIEW?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
