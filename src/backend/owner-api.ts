// The owner's calls on the contact data (`npm run contacts`): functions of the database's public
// schema that only the service_role key may run (supabase/migrations/*_owner_tools.sql, and
// notify_health for the leads' state), called through the REST API. The same calls reach the
// production project and the local database; see owner-target.ts for which one.
import type { AttributionKey } from '../../supabase/functions/_shared/notify/attribution-keys.ts';
import type { StoredContact } from '../../supabase/functions/_shared/notify/contact-row.ts';
import { restRpc } from '../../supabase/functions/_shared/notify/rest-store.ts';
import type { ViewCount } from '../lib/experiment-report.ts';
import type { ReportLead } from '../lib/lead-report.ts';
import type { LeadStatus } from './notify/lead-status.ts';

/** A stored contact request as owner_contacts() lists it: every attribution column (null when unknown). */
export type OwnerContact = StoredContact &
  Record<AttributionKey, string | null> & {
    /** The human check's outcome: verified, unverified, released or preview (absent in older databases). */
    check_status?: string;
    /**
     * The owner's e-mail about it: its outbox job, or null once the job is purged (90 days after
     * it was sent or given up).
     */
    notification: {
      status: 'pending' | 'sending' | 'sent' | 'failed';
      attempts: number;
      last_error: string | null;
    } | null;
  };

/** Whether the owner's e-mail about a request has not (yet) gone out. */
export const isUnsent = (contact: OwnerContact) =>
  contact.notification !== null && contact.notification.status !== 'sent';

/** Everything held about one address (owner_export), as the database wrote it. */
export interface AddressExport {
  address: string;
  /** Every stored spelling of the inbox the export found. */
  spellings: string[];
  exported_at: string;
  contact_requests: Record<string, unknown>[];
  /** Without the link tokens. */
  newsletter: Record<string, unknown> | null;
  /** The outbox jobs about the address: queued, sent, given up; `content` is what the e-mail is made of. */
  emails: ({ id: number; kind: string; status: string; queued_at: string } & Record<string, unknown>)[];
  receipt_limit: { last_receipt_queued_at: string } | null;
  anti_spam_records: { action: string; created_at: string; network_address_sha256: string }[];
}

/** What owner_erase removed, by kind. */
export interface ErasureCounts {
  contact_requests: number;
  lead_emails: number;
  receipts: number;
  lead_alerts: number;
  newsletter_subscriptions: number;
  newsletter_confirmations: number;
  /** Entries of the owner's daily digest of unverified requests. */
  digest_entries: number;
  receipt_records: number;
  anti_spam_records: number;
}

/** What an erasure would remove (owner_erase_preview): every stored spelling of the inbox. */
export interface ErasurePreview {
  inbox: string;
  spellings: { address: string; stored_in: string }[];
  contact_requests: number;
  emails: number;
  newsletter_subscriptions: number;
}

export interface Erasure {
  erasure_id: number;
  /** The stored spellings of the inbox that were erased. */
  spellings: string[];
  erased_at: string;
  removed: ErasureCounts;
  /** The outbox jobs deleted: their ids and moments name the e-mails a local mailbox holds. */
  jobs: { id: number; kind: string; created_at: string }[];
}

export function ownerApi(target: { url: string; key: string }) {
  const rpc = restRpc({ url: target.url, key: target.key, timeoutMs: 60_000 });
  return {
    contacts: (limit?: number) => rpc<OwnerContact[]>('owner_contacts', { max_rows: limit ?? null }),
    async leadOrigins(since: Date): Promise<ReportLead[]> {
      const rows = await rpc<(Omit<ReportLead, 'created_at'> & { created_at: string })[]>('owner_lead_origins', {
        since: since.toISOString(),
      });
      return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
    },
    /** The experiments' daily view counters from the UTC day of `since` on (the report). */
    experimentViews: (since: Date) =>
      rpc<ViewCount[]>('owner_experiment_counts', { since: since.toISOString().slice(0, 10) }),
    /** The leads' state as the database's watchdog rule sees it (the health check's question). */
    leadStatus: () => rpc<LeadStatus>('notify_health', { secret_sha256: '' }),
    exportAddress: (email: string) => rpc<AddressExport>('owner_export', { email }),
    erasePreview: (email: string) => rpc<ErasurePreview>('owner_erase_preview', { email }),
    erase: (email: string) => rpc<Erasure>('owner_erase', { email }),
    /** The retention housekeeping: expired requests, old jobs, anti-spam and erasure records. */
    housekeeping: () => rpc<null>('notification_housekeeping', {}),
    /** Sends an unverified request as a lead (owner_release_contact). */
    release: (id: string) =>
      rpc<{ released: boolean; status: string | null }>('owner_release_contact', { contact_id: id }),
  };
}

export type OwnerApi = ReturnType<typeof ownerApi>;
