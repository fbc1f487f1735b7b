// A moment as the site's owner reads it: on the wall clock of the site's time zone (site.yaml's
// timeZone), with the zone named, e.g. "2026-11-26 14:10 CST". Shared by the owner's e-mail
// (both runtimes) and `npm run contacts`; Intl with an IANA zone name is in Node and Deno alike.

/**
 * "YYYY-MM-DD HH:MM <zone>": the zone's short name where it has one (CST, CDT, UTC), else its
 * offset (GMT+1): never ambiguous, as an unnamed local time would be. An unknown zone gives UTC;
 * text that is not a moment comes back as it is.
 */
export function formatLocalTime(moment: string | Date, timeZone: string): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) return String(moment);
  let format: Intl.DateTimeFormat;
  try {
    format = zoneFormat(timeZone);
  } catch {
    format = zoneFormat('UTC'); // a RangeError: the zone is not known to this runtime
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${parts.timeZoneName}`;
}

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
}
