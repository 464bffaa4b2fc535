/**
 * The load generator of `run.ts`, forked as a child process so that
 * autocannon's own work does not run on the API's event loop (the two still
 * share the machine's cores). It answers one job per IPC message:
 *
 * - `get`: `connections` connections GET `url` for `seconds` (signed in: each request with the next
 *   of `keys`, so many readers' own rows are read, not one's);
 * - `saves`: one POST per entry of `saves` (each with its own auth key and
 *   body), `connections` at a time; the ids of the 2xx answers come back.
 */
import autocannon from 'autocannon';

export type LoadJob =
  | { kind: 'get'; url: string; connections: number; seconds: number; keys?: string[] }
  | {
      kind: 'saves';
      url: string;
      connections: number;
      saves: { id: number; key: string; body: string }[];
    };

export type LoadResult = {
  requests: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  bytesPerAnswer: number;
  acknowledged: number[];
};

type Context = { id?: number };

/** Each request signed in with the next key. */
function signedIn(keys: string[]): autocannon.Request['setupRequest'] {
  let next = 0;
  return (request) => ({
    ...request,
    headers: { ...request.headers, authorization: `Bearer ${keys[next++ % keys.length]}` },
  });
}

async function run(job: LoadJob): Promise<LoadResult> {
  const acknowledged: number[] = [];
  let next = 0;
  // A surge's time runs from the first request to the last answer (autocannon's own ends on a whole second).
  const started = performance.now();
  let lastAnswer = started;
  const options: autocannon.Options =
    job.kind === 'get'
      ? {
          url: job.url,
          connections: job.connections,
          duration: job.seconds,
          ...(job.keys ? { requests: [{ setupRequest: signedIn(job.keys) }] } : {}),
        }
      : {
          url: job.url,
          connections: job.connections,
          amount: job.saves.length,
          timeout: 30,
          requests: [
            {
              method: 'POST',
              setupRequest: (request, context: Context) => {
                const save = job.saves[next++ % job.saves.length]!;
                context.id = save.id;
                return {
                  ...request,
                  method: 'POST',
                  headers: { 'content-type': 'application/json', authorization: `Bearer ${save.key}` },
                  body: save.body,
                };
              },
              onResponse: (status, _body, context: Context) => {
                lastAnswer = performance.now();
                if (status >= 200 && status < 300 && context.id !== undefined) acknowledged.push(context.id);
              },
            },
          ],
        };
  const result = await autocannon(options);
  const ok = result['2xx'];
  const seconds = job.kind === 'get' ? result.duration : (lastAnswer - started) / 1000;
  return {
    requests: result.requests.total,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds,
    perSecond: job.kind === 'get' ? result.requests.average : ok / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerAnswer:
      result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    acknowledged,
  };
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send!({ result }),
    (error: unknown) => process.send!({ error: String(error) }),
  );
});
