// https://vike.dev/data — /blog/page/<n>: the blog index's data (../../+data.ts), for that page.
export { data } from '../../+data.ts';
