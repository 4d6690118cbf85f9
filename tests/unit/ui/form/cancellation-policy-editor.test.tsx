import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CancellationRule } from '../../../../domain/cancellation';
import { initI18n } from '../../../../src/platform/i18n';
import { CancellationPolicyEditor } from '../../../../src/ui/form/CancellationPolicyEditor';

beforeAll(() => void initI18n());

/** The editor with the value its parent holds printed beside it. */
function Holder({ start, readOnly }: { start: CancellationRule[]; readOnly?: boolean }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <CancellationPolicyEditor value={value} onChange={setValue} readOnly={readOnly} />
      <output aria-label="held">{value.map((r) => `${r.hours}h/${r.percents}%`).join(' ')}</output>
    </>
  );
}

const held = () => screen.getByLabelText('held').textContent;
const NOT_SPECIFIED = 'Warning: Cancellation policy is not specified. Tour is not refundable';
const invalidIcons = () =>
  screen.queryAllByRole('img', { name: 'Hours and percent must both be more than 0' });

describe('CancellationPolicyEditor', () => {
  it('warns that the tour is not refundable when there are no rows', () => {
    render(<Holder start={[]} />);
    expect(screen.getByText(NOT_SPECIFIED)).toBeTruthy();
  });

  it('adds a 0/0 row marked invalid and passes it on, for the save to refuse (issue 24 item 14)', async () => {
    render(<Holder start={[{ hours: 24, percents: 100 }]} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(screen.getByLabelText<HTMLInputElement>('Hours, row 2').value).toBe('0');
    expect(invalidIcons()).toHaveLength(1);
    expect(held()).toBe('24h/100% 0h/0%');

    await user.clear(screen.getByLabelText('Hours, row 2'));
    await user.type(screen.getByLabelText('Hours, row 2'), '2');
    expect(invalidIcons()).toHaveLength(1);
    expect(held()).toBe('24h/100% 2h/0%');
    await user.clear(screen.getByLabelText('Refund percent, row 2'));
    await user.type(screen.getByLabelText('Refund percent, row 2'), '10');
    expect(invalidIcons()).toHaveLength(0);
    expect(held()).toBe('24h/100% 2h/10%');
  });

  it('passes on an edit that makes a row invalid, marked, rather than keeping a policy not on screen', async () => {
    render(<Holder start={[{ hours: 24, percents: 100 }]} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Refund percent, row 1'));
    expect(invalidIcons()).toHaveLength(1);
    expect(held()).toBe('24h/0%');
  });

  it('deletes rows, and with none left passes on the empty policy', async () => {
    render(<Holder start={[{ hours: 24, percents: 100 }]} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete row 1' }));
    expect(held()).toBe('');
    expect(screen.getByText(NOT_SPECIFIED)).toBeTruthy();
  });

  it('read-only: no add or delete, inputs read-only', () => {
    render(<Holder start={[{ hours: 24, percents: 100 }]} readOnly />);
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete row 1' })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Hours, row 1').readOnly).toBe(true);
  });
});
