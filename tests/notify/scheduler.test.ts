// When the local sender runs, on a controlled clock: at once on start and after a kick, then on
// a poll that backs off while idle (4, 8, 16, 30 s) and polls every 2 s while busy, so a due
// message waits at most 30 s.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startScheduler } from '../../src/backend/notify/scheduler.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A run that records the clock and reports work for the first `busyRuns` calls. */
function recorder(busyRuns = 0) {
  const at: number[] = [];
  return {
    at,
    run: async () => {
      at.push(Date.now());
      return at.length <= busyRuns;
    },
  };
}

describe('the local sender schedule', () => {
  it('runs at once, then backs off 4, 8, 16, 30, 30 s while there is nothing to send', async () => {
    const start = Date.now();
    const r = recorder();
    const scheduler = startScheduler({ run: r.run });
    await vi.advanceTimersByTimeAsync(4_000 + 8_000 + 16_000 + 30_000 + 30_000);
    expect(r.at.map((t) => (t - start) / 1000)).toEqual([0, 4, 12, 28, 58, 88]);
    await scheduler.stop();
  });

  it('a kick runs at once and resets the back-off', async () => {
    const r = recorder();
    const scheduler = startScheduler({ run: r.run });
    await vi.advanceTimersByTimeAsync(60_000); // idle: the interval has grown to 30 s
    const kickedAt = Date.now();
    scheduler.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.at.at(-1)).toBe(kickedAt);
    await vi.advanceTimersByTimeAsync(4_000); // the back-off starts again from its shortest step
    expect(r.at.at(-1)).toBe(kickedAt + 4_000);
    await scheduler.stop();
  });

  it('a kick during a run runs again right after it, never two runs at once', async () => {
    let running = 0;
    let overlapped = false;
    let release!: () => void;
    let runs = 0;
    const scheduler = startScheduler({
      run: async () => {
        runs++;
        running++;
        if (running > 1) overlapped = true;
        if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
        running--;
        return false;
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    scheduler.kick();
    scheduler.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(2);
    expect(overlapped).toBe(false);
    await scheduler.stop();
  });

  it('a failing run is reported and retried later; stop ends the polling', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const scheduler = startScheduler({
      run: async () => {
        runs++;
        throw new Error('database busy');
      },
      onError: (error) => errors.push(error),
    });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(runs).toBe(2);
    expect(errors).toHaveLength(2);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(runs).toBe(2);
  });

  it('while busy it keeps polling at the shortest interval', async () => {
    const start = Date.now();
    const r = recorder(3);
    const scheduler = startScheduler({ run: r.run });
    await vi.advanceTimersByTimeAsync(6_000);
    expect(r.at.map((t) => (t - start) / 1000)).toEqual([0, 2, 4, 6]);
    await scheduler.stop();
  });
});
