// GET /api/callback on Cloudflare Pages: GitHub's answer to the editor's sign-in (../_lib/github-oauth.ts).
import { callback, type PagesContext } from '../_lib/github-oauth.ts';

export const onRequestGet = (context: PagesContext): Promise<Response> => callback(context);
