/**
 * Test helper: the fixture's site.yaml as an owner leaves it once the example company is replaced
 * (their own name, addresses, numbers and pictures; the example reviews and case study kept on
 * purpose), for the tests that need content a live build accepts.
 */
export function ownSiteYaml(text: string): string {
  return `${text
    .replaceAll(/[a-z.-]*example\.com/g, 'harborlight.de')
    .replace('repo: example/site', 'repo: harborlight/site')
    .replaceAll('Lakeshore AI Automation LLC', 'Harbor Light Studio GmbH')
    .replaceAll('Lakeshore AI', 'Harbor Light Studio')
    .replaceAll(/lakeshore(-?ai)?/gi, 'harborlight')
    .replaceAll('555-0142', '201-4455')
    .replaceAll('5550142', '2014455')
    .replaceAll('555-0187', '201-4487')
    .replaceAll('5550187', '2014487')
    .replace('/images/logo-mark.svg', '/images/own/logo.svg')
    .replace('/favicon.svg', '/images/own/favicon.svg')
    .replace('/images/og-default.svg', '/images/own/social.svg')}\nkeepExampleContent: [reviews, caseStudies]\n`;
}
