// Which builds mark their contact requests as preview requests (stored, never e-mailed).
import { describe, expect, it } from 'vitest';
import { marksPreviewRequests } from '../../src/lib/preview-requests.ts';

const project = 'https://abcdefghijklmnop.supabase.co';

describe('marksPreviewRequests', () => {
  it('marks a preview built for a project on the internet', () => {
    expect(marksPreviewRequests({ PREVIEW: '1', VITE_SUPABASE_URL: project })).toBe(true);
  });

  it('leaves the live build, a preview on this machine and a preview with a staging project alone', () => {
    expect(marksPreviewRequests({ VITE_SUPABASE_URL: project })).toBe(false);
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:4421', 'http://[::1]:3000'])
      expect(marksPreviewRequests({ PREVIEW: '1', VITE_SUPABASE_URL: local })).toBe(false);
    expect(marksPreviewRequests({ PREVIEW: '1', VITE_SUPABASE_URL: project, PREVIEW_SENDS_LEADS: '1' })).toBe(false);
  });

  it('marks a preview whose address cannot be read (the safe side)', () => {
    expect(marksPreviewRequests({ PREVIEW: '1', VITE_SUPABASE_URL: 'not a url' })).toBe(true);
  });
});
