// A small round-robin HTTP balancer for the scale-out bench: loopback only, no dependency. Each
// request goes to the next API instance in turn; keep-alive connections to the instances are reused,
// as a real balancer (nginx, HAProxy) would. Run as its own process so its CPU is measured apart:
//   node --import tsx bench/balancer.ts <port> http://127.0.0.1:<a> http://127.0.0.1:<b>
import http from 'node:http';
import { pathToFileURL } from 'node:url';

/** Headers that describe one hop's connection and must not be passed on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
  return out;
}

export function createBalancer(targets: readonly string[]): http.Server {
  if (targets.length === 0) throw new Error('the balancer needs at least one target');
  const upstreams = targets.map((t) => new URL(t));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  return http.createServer((request, response) => {
    const target = upstreams[next];
    next = (next + 1) % upstreams.length;
    const upstream = http.request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...forwardable(request.headers), 'x-forwarded-for': request.socket.remoteAddress ?? '' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) {
        response.writeHead(502, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            title: 'Bad Gateway',
            message: `${target.host} did not answer: ${error.message}`,
          }),
        );
      } else {
        response.destroy(error);
      }
    });
    request.pipe(upstream);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [port, ...targets] = process.argv.slice(2);
  if (!/^\d+$/.test(port ?? '') || targets.length === 0) {
    console.error('Usage: node --import tsx bench/balancer.ts <port> <target url> [<target url> …]');
    process.exit(2);
  }
  const server = createBalancer(targets);
  server.listen(Number(port), '127.0.0.1', () =>
    console.log(`balancer on 127.0.0.1:${port} → ${targets.join(', ')}`),
  );
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}
