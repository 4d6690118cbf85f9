import { setupIonicReact } from '@ionic/react';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MassTimeEdit } from '../../../../src/features/pickuptimes/components/MassTimeEdit';
import { initI18n } from '../../../../src/platform/i18n';

beforeAll(() => {
  setupIonicReact();
  initI18n();
});

/** What Ionic's ion-input does on a keystroke: an ionInput event from the host element. */
function typeInto(label: string, text: string) {
  const host = screen.getByRole('textbox', { name: label }).closest('ion-input')!;
  host.dispatchEvent(new CustomEvent('ionInput', { detail: { value: text } }));
}

describe('MassTimeEdit', () => {
  it('applies both typed times even when the screen has not re-rendered between the keystrokes and the click', async () => {
    const onApply = vi.fn<(times: { timeStart: number; timeEnd: number }) => void>();
    render(
      <MassTimeEdit
        label="Pick up time"
        heading="2 rows"
        isFixedTime
        onApply={onApply}
        onCancel={() => {}}
      />,
    );
    await screen.findByRole('textbox', { name: 'End' });
    // Ionic's events come from outside React: nothing renders between these three on a busy device
    // (CI saw the regions' mass edit apply 00:00 this way).
    typeInto('Start', '06:45');
    typeInto('End', '07:05');
    screen.getByText('Apply').closest('ion-button')!.click();
    expect(onApply).toHaveBeenCalledWith({ timeStart: 405, timeEnd: 425 });
  });
});
