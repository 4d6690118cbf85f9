import { setLocalOrigin } from '../../server/integrations/octo/local-origin';
import type { OutboundPolicy } from '../../server/integrations/outbound/policy';
import { OCTO_DEMO_PREFIX } from '../../server/integrations/octo-demo/routes';
import type { TestContext } from './helper';

/**
 * The app listening on a free port, so the OCTO adapter reaches the demo provider over real HTTP as it
 * does in production; providers stored as `/octo-demo/v1` resolve to this address. Returns the demo's
 * absolute base URL and a close that also ends kept-alive sockets (fetch keeps them open).
 */
export async function listenWithDemoProvider(
  t: TestContext,
): Promise<{ demoBaseUrl: string; close(): Promise<void> }> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as { port: number }).port;
  setLocalOrigin(`http://127.0.0.1:${port}`);
  return {
    demoBaseUrl: `http://127.0.0.1:${port}${OCTO_DEMO_PREFIX}`,
    async close() {
      t.app.server.closeAllConnections();
      await t.close();
    },
  };
}

/**
 * The outbound-address rule as a test that calls a local server directly needs it: loopback allowed, as
 * OUTBOUND_ALLOW_PRIVATE=127.0.0.1 would (the app itself reaches its demo as its own server).
 */
export const LOOPBACK_ALLOWED: OutboundPolicy = { allowPrivate: ['127.0.0.1'] };
