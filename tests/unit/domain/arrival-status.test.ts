import { describe, expect, it } from 'vitest';
import { GroupStatus } from '../../../contract';
import { displayedStatus, statusLabel, toggleFlag } from '../../../domain/arrival-status';

describe('displayed arrival status', () => {
  const groupStatuses = [null, ...Object.values(GroupStatus)];
  it.each(groupStatuses)(
    'for group status %s: deleted wins, then bookings, then the group, then Pending',
    (gs) => {
      expect(displayedStatus(true, gs, 0)).toBe(GroupStatus.Deleted);
      expect(displayedStatus(true, gs, 3)).toBe(GroupStatus.Deleted);
      expect(displayedStatus(false, gs, 2)).toBe(GroupStatus.Purchased);
      expect(displayedStatus(false, gs, 0)).toBe(gs ?? GroupStatus.Pending);
    },
  );
});

describe('status label', () => {
  it("reads 'N Booking(s)' when bookings exist", () => {
    expect(statusLabel(GroupStatus.Purchased, 0, 1).text).toBe('1 Booking(s)');
    expect(statusLabel(GroupStatus.Purchased, 16, 3).text).toBe('3 Booking(s)');
  });

  it('shows contact progress below status 3 with the thresholds of the spec', () => {
    for (const s of [GroupStatus.Pending, GroupStatus.DidNotAttend, GroupStatus.DidNotBuy]) {
      expect(statusLabel(s, 1, 0).text).toBe('Comm. Initiated');
      expect(statusLabel(s, 15, 0).text).toBe('Comm. Initiated');
      expect(statusLabel(s, 16, 0).text).toBe('Comm. Resp.');
      expect(statusLabel(s, 128 + 1, 0).text).toBe('Comm. Resp.');
    }
    expect(statusLabel(GroupStatus.Pending, 0, 0).text).toBe('No Comm.');
    expect(statusLabel(GroupStatus.DidNotAttend, 0, 0).text).toBe('Did Not Attend');
    expect(statusLabel(GroupStatus.DidNotBuy, 0, 0).text).toBe('Did Not Buy');
  });

  it('keeps the status text from Purch Diff. Name upwards, whatever the contact flags', () => {
    expect(statusLabel(GroupStatus.PurchasedDiffName, 16, 0).text).toBe('Purch Diff. Name');
    expect(statusLabel(GroupStatus.Cancelled, 1, 0).text).toBe('Cancelled');
    expect(statusLabel(GroupStatus.NonTourist, 0, 0).text).toBe('Non Tourist');
    expect(statusLabel(GroupStatus.Purchased, 0, 0).text).toBe('Purchased');
    expect(statusLabel(GroupStatus.Deleted, 0, 0).text).toBe('Deleted');
  });

  it('gives every label its own colour', () => {
    const labels = [
      statusLabel(0, 0, 0),
      statusLabel(1, 0, 0),
      statusLabel(2, 0, 0),
      statusLabel(3, 0, 0),
      statusLabel(4, 0, 0),
      statusLabel(5, 0, 0),
      statusLabel(6, 0, 0),
      statusLabel(0, 1, 0),
      statusLabel(0, 16, 0),
    ];
    expect(new Set(labels.map((l) => l.text)).size).toBe(9);
    expect(new Set(labels.map((l) => l.color)).size).toBe(9);
  });

  it('toggles one contact flag without touching the others', () => {
    expect(toggleFlag(0, 1)).toBe(1);
    expect(toggleFlag(1 | 16, 1)).toBe(16);
    expect(toggleFlag(16, 4)).toBe(20);
  });
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('status label colours', () => {
  // Issue 24 item 19: 'No Comm.' was white on #8a8f98, 3.24:1. The chip's text is small (0.8rem bold),
  // so WCAG AA asks 4.5:1 of every label, contact-progress ones included.
  const labels = Object.values(GroupStatus).flatMap((status) =>
    [0, 1, 16].flatMap((comm) => [0, 2].map((bookings) => statusLabel(status, comm, bookings))),
  );
  it.each(labels.map((l) => [l.text, l.color]))('%s (%s) reads at 4.5:1 under white text', (_, color) => {
    expect(contrast(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
