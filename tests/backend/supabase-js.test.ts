// The gateway answers supabase-js itself (not only its REST client postgrest-js, which the
// site ships): the same insert calls a Supabase project would receive, and the same errors.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/backend/server.ts';
import { contact, removeTempDirs, tempDir } from './helpers.ts';

/**
 * supabase-js constructs its realtime client eagerly and refuses to on Node 20, which has no
 * global WebSocket. Realtime is never used here, so a transport that is never opened will do.
 */
class UnusedWebSocket {
  constructor() {
    throw new Error('realtime is not used by these tests');
  }
}

let server: RunningServer;
let supabase: SupabaseClient;
const rows = async (email: string) =>
  (await server.db.pg.query<{ id: string }>('select id from public.contacts where email = $1', [email])).rows;

beforeAll(async () => {
  server = await startServer({ port: 0, inMemory: true, distDir: tempDir('empty-dist') });
  supabase = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: UnusedWebSocket as unknown as typeof WebSocket },
  });
});
afterAll(async () => {
  await server?.close();
  removeTempDirs();
});
beforeEach(() => server.db.pg.query('delete from private.rate_events'));

describe('supabase-js against the local gateway', () => {
  it('inserts a contact request (201, no row returned)', async () => {
    const row = contact({ email: 'supabase-js@example.com' });
    const { error, status, data } = await supabase.from('contacts').insert(row);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    expect(await rows('supabase-js@example.com')).toEqual([{ id: row.id }]);
  });

  it('reports a retried id as duplicate key 23505 and keeps one row', async () => {
    const row = contact({ email: 'retry-js@example.com' });
    expect((await supabase.from('contacts').insert(row)).error).toBeNull();
    const { error, status } = await supabase.from('contacts').insert(row);
    expect(error?.code).toBe('23505');
    expect(status).toBe(409);
    expect(await rows('retry-js@example.com')).toHaveLength(1);
  });

  it('refuses .select() after insert: anon may not read rows back (42501)', async () => {
    const { error } = await supabase
      .from('contacts')
      .insert(contact({ email: 'select-js@example.com' }))
      .select();
    expect(error?.code).toBe('42501');
    expect(await rows('select-js@example.com')).toHaveLength(0);
  });

  it('names the broken rule in the error of an invalid row', async () => {
    const { error, status } = await supabase.from('contacts').insert(contact({ email: 'not-an-email' }));
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('contacts_email_format');
    expect(status).toBe(400);
  });

  it('signs a newsletter address up quietly twice, through the function', async () => {
    for (const email of ['twice@example.com', 'TWICE@example.com']) {
      const { error, status, data } = await supabase.rpc('subscribe_newsletter', { email });
      expect(error).toBeNull();
      expect(status).toBe(204);
      expect(data).toBeNull();
    }
    const { rows: stored } = await server.db.pg.query(
      "select email from public.newsletter_subscribers where lower(email) = 'twice@example.com'",
    );
    expect(stored).toHaveLength(1);
  });
});
