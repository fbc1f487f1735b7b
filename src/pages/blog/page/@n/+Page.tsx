// https://vike.dev/Page — /blog/page/<n>: further pages of the blog index.
export { default } from '../../+Page.tsx';
