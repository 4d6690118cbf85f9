const part = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned token the client accepts as a session (it never checks signatures). */
export function testToken(): string {
  const claims = {
    email: 'ann@example.com',
    fullName: 'Ann Smith',
    role: 'editor',
    uid: 7,
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}
