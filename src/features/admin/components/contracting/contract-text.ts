import type { TFunction } from 'i18next';
import type { ContractKind } from '../../../../../contract';
import { round } from '../../../../../domain/money';

/** A contract's terms in a line: '25 % commission' or 'Net rates for 3 tickets'. */
export function termsText(
  t: TFunction,
  c: { kind: ContractKind; commissionPercent: number | null; netRateCount: number } | null,
  defaultCommission: number,
  short = false,
): string {
  if (!c && short) return t('Standard ({{percent}} %)', { percent: round(defaultCommission, 2) });
  if (!c)
    return t("Standard: the tickets' own commission (default {{percent}} %)", {
      percent: round(defaultCommission, 2),
    });
  if (c.kind === 'commission')
    return t('{{percent}} % commission', { percent: round(c.commissionPercent ?? 0, 2) });
  return c.netRateCount === 1
    ? t('Net rates for 1 ticket')
    : t('Net rates for {{count}} tickets', { count: c.netRateCount });
}

export const STATE_TITLES = { current: 'In force', upcoming: 'Upcoming', past: 'Replaced' } as const;
