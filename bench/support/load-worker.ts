import { connect, type Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import type { LoadJob, LoadWorkerReport } from './http-load';

/**
 * The load generator's loop, run in a worker thread so that it has its own event loop (and, on a
 * two-core machine, its own core) instead of competing with the server it measures. Plain HTTP/1.1
 * over keep-alive sockets, one request in flight per connection; responses other than 204 and 304
 * must carry Content-Length (Fastify and node:http both send it for a buffered body).
 */

const job = workerData as LoadJob;
const request = Buffer.from(
  [
    `${job.method} ${job.path} HTTP/1.1`,
    `host: ${job.host}:${job.port}`,
    ...Object.entries(job.headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n'),
  'latin1',
);
const headerEnd = Buffer.from('\r\n\r\n', 'latin1');
const EMPTY = Buffer.alloc(0);

const latencies = new Float64Array(job.maxRequests);
const statusCounts: Record<string, number> = {};
let recorded = 0;
let started = 0;
let errors = 0;
let bodyBytes = 0;
let firstError: string | undefined;

const startMs = performance.now();
const measureFromMs = startMs + job.warmupMs;
const stopAtMs = measureFromMs + job.durationMs;
let measuredUntilMs = measureFromMs;
let open = 0;
let finished = false;

function mayStart(now: number): boolean {
  return now < stopAtMs && started < job.maxRequests + job.connections && recorded < job.maxRequests && !finished;
}

function noteError(message: string): void {
  errors += 1;
  firstError ??= message;
}

function runConnection(): void {
  let socket: Socket | undefined;
  let pending: Buffer = EMPTY;
  let bodyRemaining = -1;
  let status = 0;
  let sentAt = 0;

  const send = () => {
    const now = performance.now();
    if (!mayStart(now) || !socket) {
      socket?.end();
      return;
    }
    started += 1;
    sentAt = now;
    bodyRemaining = -1;
    socket.write(request);
  };

  const complete = () => {
    const now = performance.now();
    if (sentAt >= measureFromMs && now <= stopAtMs && recorded < job.maxRequests) {
      latencies[recorded] = now - sentAt;
      recorded += 1;
      statusCounts[status] = (statusCounts[status] ?? 0) + 1;
      measuredUntilMs = Math.max(measuredUntilMs, now);
    }
    send();
  };

  // Only response heads are buffered; bodies are counted and dropped, so large bodies cost no copies.
  const onData = (chunk: Buffer) => {
    let rest = chunk;
    for (;;) {
      if (bodyRemaining < 0) {
        if (rest.length === 0) return;
        pending = pending.length === 0 ? rest : Buffer.concat([pending, rest]);
        const end = pending.indexOf(headerEnd);
        if (end < 0) return;
        const head = pending.toString('latin1', 0, end);
        status = Number(head.slice(9, 12));
        const length = status === 204 || status === 304 ? ['', '0'] : /\r\ncontent-length:\s*(\d+)/i.exec(head);
        if (!length) {
          noteError(`response without content-length (status ${status})`);
          socket?.destroy();
          return;
        }
        bodyRemaining = Number(length[1]);
        bodyBytes += bodyRemaining;
        rest = pending.subarray(end + headerEnd.length);
        pending = EMPTY;
      }
      const taken = Math.min(bodyRemaining, rest.length);
      bodyRemaining -= taken;
      rest = rest.subarray(taken);
      if (bodyRemaining > 0) return;
      bodyRemaining = -1;
      complete();
    }
  };

  const openSocket = () => {
    open += 1;
    socket = connect({ host: job.host, port: job.port, noDelay: true });
    socket.on('connect', send);
    socket.on('data', onData);
    socket.on('error', (error) => noteError(error.message));
    socket.on('close', () => {
      open -= 1;
      // A server that closes a keep-alive connection mid-run gets a new one, within the run's bounds.
      if (mayStart(performance.now()) && errors < 100) {
        pending = EMPTY;
        bodyRemaining = -1;
        openSocket();
      } else if (open === 0) report();
    });
  };
  openSocket();
}

function report(): void {
  if (finished) return;
  finished = true;
  clearTimeout(watchdog);
  const seconds = Math.max(1e-9, (Math.min(measuredUntilMs, stopAtMs) - measureFromMs) / 1000);
  const result: LoadWorkerReport = {
    latenciesMs: latencies.slice(0, recorded),
    seconds: job.maxRequests <= recorded ? seconds : job.durationMs / 1000,
    statusCounts,
    errors,
    firstError,
    meanBodyBytes: started === 0 ? 0 : bodyBytes / started,
  };
  parentPort?.postMessage(result);
}

// Hard stop: whatever happens to the sockets, the worker reports shortly after its time is up.
const watchdog = setTimeout(
  () => {
    noteError('load run overran its time limit');
    report();
    process.exit(0);
  },
  job.warmupMs + job.durationMs + 10_000,
);

for (let i = 0; i < job.connections; i += 1) runConnection();
