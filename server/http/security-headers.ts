import type { FastifyInstance } from 'fastify';

// Ionic sets styles at run time, so style-src needs 'unsafe-inline'; scripts never do, so a strict
// script-src keeps an injected script from ever reading the stored token. 'wasm-unsafe-eval' lets the
// QR reader compile our own WebAssembly (ZXing, served from 'self'; issue 25 item 5): it allows
// WebAssembly compilation only, not eval() or inline scripts.
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** A year; without includeSubDomains, since other hosts of the operator's domain are not ours to decide. */
const HSTS = 'max-age=31536000';

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    // Answers carry personal data (the session's user, lists, PDFs): no browser or shared cache may keep
    // them. The app's own files keep their caching, and an answer that says its own (the shell) keeps it.
    // The PWA's offline data lives in its own IndexedDB store, which no HTTP header governs.
    if (request.routeOptions.config?.staticFile !== true && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
    // request.protocol believes X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    reply.header('Content-Security-Policy', CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    // The camera is the guide's scanner (the manifest's QR scan); no other site framed in may use it.
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(self)');
  });
}
