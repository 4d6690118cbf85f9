// Demo sign-ins for the load bench: one bearer token per role, taken once before the load starts.

export const DEMO_PASSWORD = 'caravan2026';
export const BENCH_ROLES = ['agent', 'arrivalsmanager', 'operations', 'editor'] as const;
export type BenchRole = (typeof BENCH_ROLES)[number];
export type Tokens = Record<BenchRole, string>;

export const demoEmail = (role: BenchRole) => `${role}@caravan.demo`;

export async function signInAs(url: string, role: BenchRole): Promise<string> {
  const res = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoEmail(role), password: DEMO_PASSWORD }),
  });
  if (!res.ok) {
    throw new Error(
      `signing in as ${demoEmail(role)} answered ${res.status}: ${(await res.text()).slice(0, 200)} (the bench needs the demo users)`,
    );
  }
  return ((await res.json()) as { token: string }).token;
}

export async function signInAll(url: string): Promise<Tokens> {
  const tokens = {} as Tokens;
  for (const role of BENCH_ROLES) tokens[role] = await signInAs(url, role);
  return tokens;
}

/** A JSON call with a bearer token, for the bench's own set-up reads; anything but 2xx throws. */
export async function apiJson<T>(
  url: string,
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok)
    throw new Error(
      `${init.method ?? 'GET'} ${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`,
    );
  return (await res.json()) as T;
}
