// https://vike.dev/route — the pages at the top level of the site, /<slug>: one per file in
// content/legal (/privacy-policy, /terms-of-service, …) and one per campaign page in content/landing.
// One Vike page serves both: Vike tells pages apart by their route, and these share one.
export default '/@slug';
