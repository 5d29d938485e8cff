/**
 * How long the server's event loop stood still while something ran: the test server runs in this
 * process, so a 1 ms timer histogram sees every stall, and a stream of GET /api/health calls shows
 * that other requests kept being answered meanwhile.
 *
 *   const { maxStallMs, healthAnswers } = await measureBlocking(server.url, () => sendBigBody());
 *
 * This is a correctness bound (docs/decisions/010-photos-stored-apart.md), not a benchmark. A
 * busy machine can stop the whole process for a moment whatever it runs, so `bestOf` repeats the
 * measurement and keeps the quietest run: a real stall of the server's own making shows in every run.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface BlockingMeasurement {
  /** The longest the event loop could not run a 1 ms timer, in ms. */
  maxStallMs: number;
  /** GET /api/health calls answered 200 while the work ran. */
  healthAnswers: number;
  /** The longest one of them took, in ms. */
  slowestHealthMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureBlocking(baseUrl: string, work: () => Promise<void>): Promise<BlockingMeasurement> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  let running = true;
  let healthAnswers = 0;
  let slowestHealthMs = 0;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${baseUrl}/api/health`);
      await res.arrayBuffer();
      if (res.ok) healthAnswers += 1;
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
      await sleep(5);
    }
  })();

  histogram.enable();
  try {
    await work();
    // Whatever the work left behind (a response still being written, a collection) counts too.
    await sleep(50);
  } finally {
    histogram.disable();
    running = false;
    await probe;
  }
  // The histogram records how late each 1 ms tick came, so the stall is the delay past the tick.
  return { maxStallMs: histogram.max / 1e6, healthAnswers, slowestHealthMs };
}

/** Runs `measure` up to `tries` times and answers the run with the shortest stall. */
export async function bestOf(tries: number, limitMs: number, measure: () => Promise<BlockingMeasurement>): Promise<BlockingMeasurement> {
  let best: BlockingMeasurement | undefined;
  for (let i = 0; i < tries; i += 1) {
    const run = await measure();
    if (!best || run.maxStallMs < best.maxStallMs) best = run;
    if (best.maxStallMs < limitMs) break;
  }
  return best as BlockingMeasurement;
}
