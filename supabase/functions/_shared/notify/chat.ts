// Posts a line to a Slack-compatible incoming webhook ({"text": …}).
import type { ChatPoster } from './types.ts';

export function createChatWebhook(url: string, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): ChatPoster {
  const doFetch = options.fetch ?? fetch;
  return {
    async post(text: string): Promise<void> {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`the chat webhook answered ${response.status}`);
    },
  };
}
