// Where a running local server says it listens: <DATA_DIR>/server.json, {pid, url}, written
// once it listens and removed when it stops. `npm run contacts` reads it to reach the database
// through that server (the only process that may open it) while `npm start` runs; the lock's
// holder must be the same process, so a record left by a crash is never followed.
import fs from 'node:fs';
import path from 'node:path';
import { databaseHolder } from './db.ts';

interface ServerRecord {
  pid: number;
  url: string;
}

const recordFile = (dataDir: string) => path.join(dataDir, 'server.json');

/** Written whole, then renamed: a reader never sees half of it. */
export function writeServerRecord(dataDir: string, url: string): void {
  const file = recordFile(dataDir);
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, `${JSON.stringify({ pid: process.pid, url } satisfies ServerRecord)}\n`);
  fs.renameSync(partial, file);
}

/** Removes the record if it is still this server's (another may have started since). */
export function removeServerRecord(dataDir: string, url: string): void {
  const record = readRecord(dataDir);
  if (record?.pid === process.pid && record.url === url) fs.rmSync(recordFile(dataDir), { force: true });
}

/** The address of the server that holds the data folder now, or null when none does. */
export function runningServerUrl(dataDir: string): string | null {
  const record = readRecord(dataDir);
  return record && record.pid === databaseHolder(dataDir) ? record.url : null;
}

function readRecord(dataDir: string): ServerRecord | null {
  try {
    const record = JSON.parse(fs.readFileSync(recordFile(dataDir), 'utf8')) as Partial<ServerRecord>;
    return typeof record.pid === 'number' && typeof record.url === 'string' ? (record as ServerRecord) : null;
  } catch {
    return null; // none (or unreadable): no server to follow
  }
}
