// GET /api/auth on Cloudflare Pages: the start of the editor's GitHub sign-in (../_lib/github-oauth.ts).
import { authorize, type PagesContext } from '../_lib/github-oauth.ts';

export const onRequestGet = (context: PagesContext): Response => authorize(context);
