import type { Chrome } from '../lib/page-chrome.ts';

/** The logo and the company's name, linking to the home page: the first thing in the header and in the footer. */
export function CompanyHomeLink({
  company,
  textColor,
  compact = false,
}: {
  company: Pick<Chrome['company'], 'name' | 'logo'>;
  /** Dark on the header's white, white on the footer's dark background. */
  textColor: 'text-ink' | 'text-white';
  /**
   * The header's: the name is smaller on phones and, below 370 px, read only by screen readers,
   * so that the call to action and the menu button fit beside the logo without crowding it.
   */
  compact?: boolean;
}) {
  const size = compact ? 'gap-2 text-base sm:gap-2.5 sm:text-lg' : 'gap-2.5 text-lg';
  return (
    <a href="/" className={`flex min-w-0 items-center ${size} font-bold ${textColor}`}>
      <img src={company.logo} alt="" width={36} height={36} className="h-9 w-9 shrink-0" />
      <span className={compact ? 'whitespace-nowrap max-[369px]:sr-only' : undefined}>{company.name}</span>
    </a>
  );
}
