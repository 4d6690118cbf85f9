import { describe, expect, it } from 'vitest';
import { byFlight, flightKey, type ArrivingGuest } from '../../../domain/airport';
import { phoneList, telHref } from '../../../domain/phone';

const guest = (
  id: number,
  groupId: string,
  flight: string | null,
  terminal: string | null,
  time: number | null,
  date = '2026-11-28',
): ArrivingGuest => ({
  arrivalId: id,
  supplierId: 1,
  groupId,
  date,
  arrivalTime: time,
  flight,
  terminal,
  transport: null,
});

describe("the airport rep's flights", () => {
  it('compares flight numbers and terminals without spaces or case', () => {
    expect(flightKey(' ek  2 ')).toBe(flightKey('EK2'));
    const flights = byFlight([guest(1, 'G1', 'EK 2', 'T3', 630), guest(2, 'G2', 'ek2', 't3 ', 625)]);
    expect(flights).toHaveLength(1);
    // The flight's time is its earliest guest's; the first spelling names it.
    expect(flights[0]).toMatchObject({ flight: 'EK 2', terminal: 'T3', arrivalTime: 625 });
    expect(flights[0].groups.map((g) => g.groupId)).toEqual(['G1', 'G2']);
  });

  it('orders by day, then landing time, no time and no flight last; terminals apart', () => {
    const flights = byFlight([
      guest(1, 'A', 'EK 2', 'T1', 630),
      guest(2, 'B', null, null, null),
      guest(3, 'C', 'FZ 8', 'T2', null),
      guest(4, 'D', 'SU 520', 'T1', 60, '2026-11-29'),
      guest(5, 'E', 'EK 2', 'T3', 630),
      guest(6, 'F', 'QR 1', 'T1', 300),
    ]);
    expect(flights.map((f) => `${f.date.slice(8)} ${f.flight} ${f.terminal}`)).toEqual([
      '28 QR 1 T1',
      '28 EK 2 T1',
      '28 EK 2 T3',
      '28 FZ 8 T2',
      '28 null null',
      '29 SU 520 T1',
    ]);
  });

  it("lists a group's numbers once each, and calls their digits", () => {
    expect(phoneList('+971 50 111 2233, +971 55 999 0000', '+971501112233; ', null)).toEqual([
      '+971 50 111 2233',
      '+971 55 999 0000',
    ]);
    expect(telHref('+971 (50) 111-2233')).toBe('tel:+971501112233');
  });
});
