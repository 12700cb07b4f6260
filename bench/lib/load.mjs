// One timed load phase with autocannon, summarised as throughput, latency percentiles and every
// kind of failure (connection errors, timeouts, non-2xx answers).
import autocannon from 'autocannon';
import { percentiles } from './stats.mjs';

/**
 * Runs one phase against `baseUrl` (one server, or a list of servers of one shop: autocannon then
 * spreads its connections over them) and answers its figures.
 *
 * - `request`: an autocannon request (`method`, `path`, `headers`, `body`, and optionally the
 *   hooks `setupRequest(request, context)` and `onResponse(status, body, context)`).
 * - `duration` (seconds) or `amount` (exactly that many requests in all, for phases where each
 *   request consumes something prepared beforehand, such as a cart to check out).
 *
 * Latencies are taken from every answer (autocannon's own table has no p95); throughput is the
 * number of answers over the time from the start to the last answer (autocannon notices the end
 * of a fixed-size phase only at its next one-second tick, so its own duration overstates it).
 */
export async function runPhase({ baseUrl, connections, duration, amount, request }) {
  const latencies = [];
  const started = performance.now();
  const instance = autocannon({
    url: baseUrl,
    connections,
    ...(amount === undefined ? { duration } : { amount }),
    timeout: 10,
    requests: [request],
  });
  let lastAnswer = started;
  instance.on('response', (_client, _status, _bytes, milliseconds) => {
    latencies.push(milliseconds);
    lastAnswer = performance.now();
  });
  const result = await instance;
  const seconds = (lastAnswer - started) / 1000;
  const [p50, p95, p99] = percentiles(latencies, [50, 95, 99]);
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  );
  return {
    requests: latencies.length,
    seconds,
    rps: seconds > 0 ? latencies.length / seconds : 0,
    p50,
    p95,
    p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    /** A run with any error, timeout or non-2xx answer measured something else than the scenario. */
    failed: result.errors + result.timeouts + result.non2xx > 0 || latencies.length === 0,
  };
}
