/** An article or legal text rendered from Markdown by the content pipeline (src/content/markdown.ts). */
export function MarkdownBody({ html, className = 'prose' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the pipeline refuses raw HTML, scripts and unsafe links in Markdown.
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
