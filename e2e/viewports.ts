// Behaviour where the layout plays no part (a form's rules, a calculator's figures, a demo's
// answers, what a click stores) runs once, in the desktop project: the phone project leaves out
// tests tagged so (playwright.config.ts, grepInvert). What depends on the width, the touch
// screen or the phone's menu runs in both.
export const ONE_VIEWPORT = { tag: '@one-viewport' } as const;
