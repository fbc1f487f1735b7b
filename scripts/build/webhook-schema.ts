/**
 * Writes docs/lead-webhook.v1.schema.json, the JSON Schema of the lead webhook's payload,
 * generated from its zod schema (supabase/functions/_shared/notify/lead-webhook.ts), the single
 * source of truth: `node scripts/build/webhook-schema.ts`. tests/notify/lead-webhook.test.ts
 * fails when the committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { LEAD_WEBHOOK_SCHEMA, LEAD_WEBHOOK_TYPE } from '../../supabase/functions/_shared/notify/lead-webhook.ts';
import { REPO_ROOT } from './json-schema.ts';

export const WEBHOOK_SCHEMA_FILE = path.join(REPO_ROOT, 'docs', 'lead-webhook.v1.schema.json');

export function webhookSchemaText(): string {
  const schema = {
    $id: `${LEAD_WEBHOOK_TYPE}`,
    title: 'Lead webhook payload, version 1',
    ...z.toJSONSchema(LEAD_WEBHOOK_SCHEMA, { target: 'draft-2020-12' }),
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(WEBHOOK_SCHEMA_FILE, webhookSchemaText());
  console.log(`✓ Wrote ${path.relative(REPO_ROOT, WEBHOOK_SCHEMA_FILE)}`);
}
