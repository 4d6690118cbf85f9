/**
 * How a test makes the demo provider slow or failing, without any switch the real app could flip: the
 * behaviour rides on the API key a provider is configured with. The demo accepts its key followed by
 * `+rule` parts, each `slow[:op]=ms`, `fail[:op]=status`, `refuse[:op]` (a final OCTO refusal: 400
 * UNPROCESSABLE_ENTITY, as a supplier's own rule would answer), `lose[:op]` (the call is made, then its
 * answer is lost: a 502 from a gateway) or `garbage[:op]`; any other part is a free tag
 * (so a test can count its own calls). `op` is one of the OCTO operations below; without it the rule
 * applies to every call. Examples:
 *   caravan-demo-octo-key+slow=3000            every answer after 3 s
 *   caravan-demo-octo-key+fail:confirm=503     confirmation answers 503, the rest work
 *   caravan-demo-octo-key+garbage:products     the product list is not JSON
 *   caravan-demo-octo-key+test-7f3a            normal, counted apart (octoDemoCalls)
 */

export const OCTO_DEMO_API_KEY = 'caravan-demo-octo-key';

export type DemoOperation =
  | 'supplier'
  | 'products'
  | 'product'
  | 'calendar'
  | 'availability'
  | 'reserve'
  | 'confirm'
  | 'cancel'
  | 'booking';

export interface DemoRule {
  kind: 'slow' | 'fail' | 'refuse' | 'lose' | 'garbage';
  op: DemoOperation | null;
  value: number;
}

/** The rules of a key, or null when the key is not the demo's at all. */
export function demoRules(apiKey: string): DemoRule[] | null {
  const [base, ...parts] = apiKey.split('+');
  if (base !== OCTO_DEMO_API_KEY) return null;
  const rules: DemoRule[] = [];
  for (const p of parts) {
    const m = /^(slow|fail|refuse|lose|garbage)(?::([a-z]+))?(?:=(\d{1,6}))?$/.exec(p);
    if (!m) continue;
    rules.push({
      kind: m[1] as DemoRule['kind'],
      op: (m[2] as DemoOperation | undefined) ?? null,
      value: Number(m[3] ?? (m[1] === 'fail' ? 500 : 0)),
    });
  }
  return rules;
}

const calls = new Map<string, Map<DemoOperation, number>>();

export function countDemoCall(apiKey: string, op: DemoOperation): void {
  const byOp = calls.get(apiKey) ?? new Map<DemoOperation, number>();
  byOp.set(op, (byOp.get(op) ?? 0) + 1);
  calls.set(apiKey, byOp);
}

/** For tests in the same process: how many times each operation was called with this key. */
export function octoDemoCalls(apiKey: string): Partial<Record<DemoOperation, number>> {
  return Object.fromEntries(calls.get(apiKey) ?? []);
}
