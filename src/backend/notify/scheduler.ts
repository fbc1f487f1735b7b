// When the local sender runs: at once after a write that may have queued a message (kick),
// and otherwise on a poll that backs off while nothing is due, from minIntervalMs to
// maxIntervalMs. The poll picks up retries whose back-off has passed, and anything a kick
// missed, so every message is attempted within maxIntervalMs of becoming due.

export interface SchedulerOptions {
  /** One run of the sender; resolves to true when it found work. */
  run: () => Promise<boolean>;
  minIntervalMs?: number;
  maxIntervalMs?: number;
  onError?: (error: unknown) => void;
}

export interface Scheduler {
  /** Runs as soon as possible: now, or right after the run in progress. */
  kick(): void;
  /** Stops polling and waits for a run in progress. */
  stop(): Promise<void>;
}

export function startScheduler(options: SchedulerOptions): Scheduler {
  const min = options.minIntervalMs ?? 2_000;
  const max = options.maxIntervalMs ?? 30_000;
  let interval = min;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    // A pending poll must not keep a process alive that is otherwise done (scripts, tests).
    (timer as { unref?: () => void }).unref?.();
  };

  function tick() {
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        const busy = await options.run();
        interval = busy ? min : Math.min(interval * 2, max);
      } catch (error) {
        options.onError?.(error);
        interval = Math.min(interval * 2, max);
      }
    })().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        schedule(0);
      } else {
        schedule(interval);
      }
    });
  }

  schedule(0);
  return {
    kick() {
      interval = min;
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
