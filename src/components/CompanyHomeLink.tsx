import type { Chrome } from '../lib/page-chrome.ts';

/** The logo and the company's name, linking to the home page: the first thing in the header and in the footer. */
export function CompanyHomeLink({
  company,
  textColor,
}: {
  company: Pick<Chrome['company'], 'name' | 'logo'>;
  /** Dark on the header's white, white on the footer's dark background. */
  textColor: 'text-ink' | 'text-white';
}) {
  return (
    <a href="/" className={`flex items-center gap-2.5 text-lg font-bold ${textColor}`}>
      <img src={company.logo} alt="" width={36} height={36} className="h-9 w-9" />
      <span>{company.name}</span>
    </a>
  );
}
