import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instantOf } from '../../../domain/local-time';
import type { AccountSettings, OfferInput } from '../../../contract/catalogue';
import { AppProviders } from '../../../src/app/App';
import { ContractForm } from '../../../src/features/admin/components/contracting/ContractForm';
import { ValidPeriodsEditor } from '../../../src/features/catalogue/offers/ValidPeriodsEditor';
import { CloseForSaleForm } from '../../../src/ui/stop-sell/CloseForSaleForm';
import { renderApp, signInAs, stubApi } from '../platform/harness';

/**
 * Screens open on their supplier's today (src/platform/use-today.ts), not UTC's. At 00:30 on 1 Dec in
 * Dubai, UTC's calendar still shows 30 Nov: a window or a default date read in UTC was a day behind.
 * Only Date is faked, so the screens' own timers run.
 */
const NIGHT = instantOf('2026-12-01', 30, 'Asia/Dubai');

describe("screens open on the supplier's today, past its midnight", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("opens the operations bookings list on the supplier's today plus 14 days", async () => {
    vi.useFakeTimers({ now: NIGHT, toFake: ['Date'] });
    signInAs({ roles: ['operations'], tz: 'Asia/Dubai' });
    const empty = { entities: [], pagingInfo: { currentPage: 1, totalItems: 0, itemsPerPage: 50 } };
    const api = stubApi({ 'POST /api/bookings/operations': { body: empty } });
    renderApp('/bookings');
    await waitFor(() =>
      expect(api.mock.calls.some(([url]) => String(url).includes('/api/bookings/operations'))).toBe(true),
    );
    const call = api.mock.calls.find(([url]) => String(url).includes('/api/bookings/operations'))!;
    expect(JSON.parse(String(call[1]?.body))).toMatchObject({ from: '01.12.2026', to: '15.12.2026' });
  });

  it("opens the availability chart on the supplier's today", async () => {
    vi.useFakeTimers({ now: NIGHT, toFake: ['Date'] });
    signInAs({ roles: ['operations'], tz: 'Asia/Dubai' });
    const api = stubApi({});
    renderApp('/availability');
    await waitFor(() =>
      expect(api.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringMatching(/\/api\/availability\?.*from=2026-12-01/),
      ),
    );
  });

  it("proposes the supplier's tomorrow as the first and last day to close for sale", async () => {
    vi.useFakeTimers({ now: NIGHT, toFake: ['Date'] });
    signInAs({ roles: ['editor'], tz: 'Asia/Dubai' });
    render(
      <AppProviders>
        <CloseForSaleForm timeSlotId={1} readOnly={false} onClosed={() => undefined} />
      </AppProviders>,
    );
    expect(await screen.findByLabelText('First day')).toHaveProperty('value', '02.12.2026');
    expect(screen.getByLabelText('Last day')).toHaveProperty('value', '02.12.2026');
  });

  it("proposes a new contract valid from the supplier's today", async () => {
    vi.useFakeTimers({ now: NIGHT, toFake: ['Date'] });
    signInAs({ roles: ['admin'], tz: 'Asia/Dubai' });
    render(
      <AppProviders>
        <ContractForm agencyId={1} defaultCommission={10} />
      </AppProviders>,
    );
    expect(await screen.findByLabelText('Valid from *')).toHaveProperty('value', '01.12.2026');
  });

  it("starts a new valid period on the supplier's today", async () => {
    vi.useFakeTimers({ now: NIGHT, toFake: ['Date'] });
    signInAs({ roles: ['editor'], tz: 'Asia/Dubai' });
    const settings: AccountSettings = {
      taxes: { name: 'VAT', amount: 5, amountK: 1.05 },
      defaultCommission: 10,
      currency: { baseCurrency: 'AED', secondaryCurrency: '$', convRate: 3.6725, convType: 1 },
    };
    function Editor() {
      const { control } = useForm<OfferInput>({
        defaultValues: { validPeriods: [] } as unknown as OfferInput,
      });
      return <ValidPeriodsEditor control={control} offerId={0} settings={settings} readOnly={false} />;
    }
    render(
      <AppProviders>
        <Editor />
      </AppProviders>,
    );
    fireEvent.click(await screen.findByText('Add period'));
    expect(await screen.findByLabelText('Period start')).toHaveProperty('value', '01.12.2026');
  });
});
