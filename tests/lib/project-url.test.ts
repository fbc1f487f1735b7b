import { describe, expect, it } from 'vitest';
import { projectUrlProblem } from '../../src/lib/project-url.ts';

describe('projectUrlProblem', () => {
  it('accepts https anywhere and http on the loopback only', () => {
    for (const ok of [
      'https://abcd.supabase.co',
      'https://abcd.supabase.co/',
      'http://localhost:54321',
      'http://127.0.0.1:5441',
      'http://[::1]:3000',
    ]) {
      expect(projectUrlProblem(ok), ok).toBeNull();
    }
  });

  it('refuses http elsewhere, credentials, and what is no address, without echoing the value', () => {
    const key = 'sb_secret_AbCdEf0123456789';
    for (const bad of [
      'http://abcd.supabase.co',
      'ftp://abcd.supabase.co',
      'https://u:p@abcd.supabase.co',
      key,
      `${key} https://x`,
      'http://127.0.0.1.evil.example',
    ]) {
      const problem = projectUrlProblem(bad);
      expect(problem, bad).not.toBeNull();
      expect(problem).not.toContain(bad);
      expect(problem).not.toContain('AbCdEf');
    }
  });
});
