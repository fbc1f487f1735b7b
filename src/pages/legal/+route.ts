// https://vike.dev/route — /privacy-policy, /terms-of-service, …: one page per file in content/legal.
export default '/@slug';
