/**
 * The look of what the editor adds to Decap's screens (the redirect dialog, the address field's
 * button, the refusal note's buttons): Decap's own colours, type, radius and button shapes, so an
 * added dialog reads as part of the editor, not as a bare browser form. One style sheet, added
 * once to the page (the editor's page allows inline styles: Decap's own are written that way).
 */

/** The class of a button drawn like Decap's: its blue for the main action, grey for the others. */
export const BUTTON_CLASS = { primary: 'editor-button editor-button--primary', plain: 'editor-button' } as const;

export const EDITOR_CSS = `
.editor-button {
  display: inline-block;
  margin: 4px 6px 4px 0;
  border: 0;
  border-radius: 5px;
  padding: 8px 16px;
  background: #dfdfe3;
  color: #313d3e;
  font: 600 14px/1.3 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif;
  cursor: pointer;
}
.editor-button:hover { background: #cdcdd4; }
.editor-button:focus-visible { outline: 2px solid #3a69c7; outline-offset: 2px; }
.editor-button--primary { background: #3a69c7; color: #fff; }
.editor-button--primary:hover { background: #2e55a5; }
dialog.redirect-offer {
  max-width: min(640px, calc(100vw - 32px));
  border: 0;
  border-radius: 5px;
  padding: 24px;
  color: #313d3e;
  box-shadow: 0 4px 16px rgba(68, 74, 87, 0.3);
  font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif;
}
dialog.redirect-offer::backdrop { background: rgba(49, 61, 62, 0.5); }
dialog.redirect-offer h2 { margin: 0 0 12px; font-size: 20px; }
dialog.redirect-offer pre {
  overflow: auto;
  border-radius: 5px;
  padding: 10px 12px;
  background: #eff0f4;
  font-size: 13px;
}
dialog.redirect-offer a { color: #3a69c7; font-weight: 600; }
`;

/** Adds the style sheet to the page, once. */
export function addEditorStyles(doc: Document = document): void {
  if (doc.getElementById('editor-styles')) return;
  const style = doc.createElement('style');
  style.id = 'editor-styles';
  style.textContent = EDITOR_CSS;
  doc.head.append(style);
}
