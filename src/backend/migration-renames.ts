/**
 * The migrations renamed on 2026-11-28: they were dated weeks ahead of the day they were
 * written, so a migration made with `supabase migration new` (named with the current time)
 * sorted before them. Each kept its order and content; only its version (the 14-digit prefix)
 * changed, to a moment on or before the day it was first committed. A database that applied the
 * old names records the old versions: the local runner rewrites them (bootstrap in db.ts); a
 * Supabase project is repaired by hand (docs/database-migrations.md).
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '20261122120000': '20261122115800', // contacts
  '20261122120100': '20261122115801', // newsletter_subscribers
  '20261203120000': '20261123161400', // request_guards
  '20261203120100': '20261123161401', // notification_outbox
  '20261203120200': '20261123161402', // newsletter_double_opt_in
  '20261203120300': '20261123161403', // notify_production_wiring
  '20261215120000': '20261125212900', // fair_client_limits
  '20261215120100': '20261125213000', // leads_first_outbox
  '20261222120000': '20261126010000', // lead_attribution_and_receipt
  '20261226120000': '20261126211600', // receipt_limits
  '20261226120100': '20261126215000', // lead_retry_window
  '20261226120200': '20261126215050', // lead_watchdog
  '20261227120000': '20261126225200', // retention
  '20261227120100': '20261126225201', // owner_tools
  '20261228120000': '20261126235000', // one_character_rule
};
