// Requests go through node:http, not fetch: the unit project's DOM environment replaces fetch.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBalancer } from '../../../bench/balancer';

const servers: http.Server[] = [];
const urlOf = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function listen(server: http.Server): Promise<http.Server> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** A stand-in API instance: answers its name, the method, path, body and two headers it got. */
function instance(name: string): http.Server {
  return http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.writeHead(201, { 'content-type': 'application/json', 'x-instance': name });
      response.end(
        JSON.stringify({
          name,
          method: request.method,
          path: request.url,
          body,
          key: request.headers['idempotency-key'],
          auth: request.headers.authorization,
        }),
      );
    });
  });
}

interface Answer {
  status: number;
  json: Record<string, string>;
}

function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) as Record<string, string> }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

let balancer = '';
let toDeadTarget = '';

beforeAll(async () => {
  const a = await listen(instance('a'));
  const b = await listen(instance('b'));
  balancer = urlOf(await listen(createBalancer([urlOf(a), urlOf(b)])));
  // A port that was listening a moment ago and is closed now: nothing answers there.
  const gone = await listen(http.createServer());
  const goneUrl = urlOf(gone);
  await new Promise((resolve) => gone.close(resolve));
  toDeadTarget = urlOf(await listen(createBalancer([goneUrl])));
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  }
});

describe('the bench balancer', () => {
  it('sends requests to the instances in turn', async () => {
    const names: string[] = [];
    for (let i = 0; i < 4; i++) names.push((await send(`${balancer}/api/health`)).json.name);
    expect(names).toEqual(['a', 'b', 'a', 'b']);
  });

  it('passes method, path with query, body and headers through, and the answer back', async () => {
    const res = await send(`${balancer}/api/agent/bookings?x=1`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': 'key-12345678',
        authorization: 'Bearer t',
      },
      body: '{"adults":1}',
    });
    expect({ status: res.status, ...res.json, name: undefined }).toEqual({
      status: 201,
      name: undefined,
      method: 'POST',
      path: '/api/agent/bookings?x=1',
      body: '{"adults":1}',
      key: 'key-12345678',
      auth: 'Bearer t',
    });
  });

  it('answers 502 with a message when an instance does not answer', async () => {
    const res = await send(`${toDeadTarget}/api/health`);
    expect({ status: res.status, title: res.json.title }).toEqual({ status: 502, title: 'Bad Gateway' });
  });

  it('refuses to start without an instance', () => {
    expect(() => createBalancer([])).toThrow(/at least one target/);
  });
});
