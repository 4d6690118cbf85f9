import { setupIonicReact } from '@ionic/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../src/platform/i18n';
import { TimeInput } from '../../../../src/ui/inputs/TimeInput';

beforeAll(() => {
  setupIonicReact();
  initI18n();
});

/** A form holding the minutes, as a time slot editor would. */
function Form({
  initial = null,
  onChange,
}: {
  initial?: number | null;
  onChange: (minutes: number) => void;
}) {
  const [minutes, setMinutes] = useState<number | null>(initial);
  return (
    <>
      <TimeInput
        label="Start time"
        value={minutes}
        onChange={(m) => {
          setMinutes(m);
          onChange(m);
        }}
      />
      <button type="button" onClick={() => setMinutes(600)}>
        Load 10:00
      </button>
    </>
  );
}

async function typeInto(text: string, initial: number | null = null) {
  const onChange = vi.fn<(minutes: number) => void>();
  render(<Form initial={initial} onChange={onChange} />);
  const box = (await screen.findByRole('textbox', { name: 'Start time' })) as HTMLInputElement;
  if (text) await userEvent.setup().type(box, text);
  return { box, onChange };
}

describe('TimeInput', () => {
  it('formats digits as HH:MM and reports the minutes', async () => {
    const { box, onChange } = await typeInto('1230');
    expect(box.value).toBe('12:30');
    expect(onChange).toHaveBeenLastCalledWith(750);
  });

  it('takes back a second digit that makes the hours above 23', async () => {
    const { box, onChange } = await typeInto('25');
    expect(box.value).toBe('2');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('takes back a first digit above 2', async () => {
    const { box, onChange } = await typeInto('7');
    expect(box.value).toBe('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes back a minute tens digit above 5, then accepts a valid one', async () => {
    const { box, onChange } = await typeInto('2369');
    expect(box.value).toBe('23');
    await userEvent.setup().type(box, '59');
    expect(box.value).toBe('23:59');
    expect(onChange).toHaveBeenLastCalledWith(23 * 60 + 59);
  });

  it('reports 0 while the time is unfinished', async () => {
    const { box, onChange } = await typeInto('09');
    expect(box.value).toBe('09');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('shows a value given from outside as HH:MM', async () => {
    const { box } = await typeInto('', 95);
    expect(box.value).toBe('01:35');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load 10:00' }));
    expect(box.value).toBe('10:00');
  });
});
