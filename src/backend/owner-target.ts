// Which database `npm run contacts` works on, and the REST address and service_role key it
// calls there. One code path for all three: the tool always calls the database's owner
// functions through the REST API (owner-api.ts).
//
//   SUPABASE_URL + SUPABASE_SECRET_KEY         the production project (its secret key,
//                                              sb_secret_…; or the legacy SUPABASE_SERVICE_ROLE_KEY)
//   otherwise, while `npm start` runs          the local database, through that server
//   otherwise                                  the local database, through the same gateway
//                                              started in this process on the data folder
//                                              (taking its lock, as the server would)
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { projectUrlProblem } from '../lib/project-url.ts';
import { secretKeyProblem } from '../lib/supabase/public-key.ts';
import { openDatabase } from './db.ts';
import { loadOrCreateLocalKeys } from './gateway/keys.ts';
import { createGateway } from './gateway.ts';
import { runningServerUrl } from './server-record.ts';

export interface OwnerTarget {
  url: string;
  key: string;
  /** For messages: "the production project abcd.supabase.co", "the local database in .data". */
  label: string;
  /** The local data folder (its mailbox, its status file), or null for the production project. */
  dataDir: string | null;
  /** Whether the database is held by a running `npm start` (its checks then matter too). */
  throughServer: boolean;
  close(): Promise<void>;
}

/** A mistake in how the tool was called (exit code 2). */
export class UsageError extends Error {}

/** A folder as the owner would type it: relative when under the current one. */
function shown(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : dir;
}

/** The production project when the environment names it, else the local data folder (null: no database yet). */
export async function ownerTarget(env: NodeJS.ProcessEnv, dataDir: string): Promise<OwnerTarget | null> {
  const url = env.SUPABASE_URL;
  const key = env.SUPABASE_SECRET_KEY || env.SUPABASE_SERVICE_ROLE_KEY;
  if (url || key) {
    if (!url || !key) {
      throw new UsageError(
        'Set both SUPABASE_URL and SUPABASE_SECRET_KEY for the production project (Supabase dashboard → ' +
          'Project Settings → API Keys: the project URL and a secret key, sb_secret_…; or the legacy service_role key ' +
          'as SUPABASE_SERVICE_ROLE_KEY), or neither for the local database.',
      );
    }
    const keyProblem = secretKeyProblem(key);
    if (keyProblem) {
      const variable = env.SUPABASE_SECRET_KEY ? 'SUPABASE_SECRET_KEY' : 'SUPABASE_SERVICE_ROLE_KEY';
      throw new UsageError(`${variable} ${keyProblem}: the owner's tools need the project's secret key (sb_secret_…).`);
    }
    const urlProblem = projectUrlProblem(url);
    if (urlProblem) throw new UsageError(urlProblem);
    const host = new URL(url).host;
    return {
      url,
      key,
      label: `the production project ${host}`,
      dataDir: null,
      throughServer: false,
      close: async () => {},
    };
  }

  if (!fs.existsSync(path.join(dataDir, 'pglite'))) return null;
  // The new kind of owner key (the local server accepts the legacy one too).
  const { secretKey: serviceRoleKey } = await loadOrCreateLocalKeys(dataDir);
  const serverUrl = runningServerUrl(dataDir);
  if (serverUrl) {
    return {
      url: serverUrl,
      key: serviceRoleKey,
      label: `the local database in ${shown(dataDir)} (through the running server ${serverUrl})`,
      dataDir,
      throughServer: true,
      close: async () => {},
    };
  }
  return { ...(await gatewayInProcess(dataDir)), key: serviceRoleKey, dataDir, throughServer: false };
}

/** The local REST gateway on the data folder, in this process, on a port of 127.0.0.1 only. */
async function gatewayInProcess(dataDir: string): Promise<Pick<OwnerTarget, 'url' | 'label' | 'close'>> {
  const db = await openDatabase({ dataDir }); // takes the lock: refuses while another process holds it
  try {
    const gateway = await createGateway({ pg: db.pg, keys: await loadOrCreateLocalKeys(dataDir) });
    const server = http.createServer((req, res) => {
      gateway(req, res).then((answered) => answered || res.writeHead(404).end());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      label: `the local database in ${shown(dataDir)}`,
      async close() {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
