import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../../src/platform/i18n';
import { clearSession } from '../../../../src/platform/session/session-store';
import { signInAs } from '../../platform/harness';
import { DefaultCustomToggle } from '../../../../src/ui/form/DefaultCustomToggle';

beforeAll(() => void initI18n());

function renderToggle(isDefault: boolean, hasDefault: boolean) {
  return render(
    <MemoryRouter>
      <DefaultCustomToggle
        label="Cancellation policy"
        isDefault={isDefault}
        hasDefault={hasDefault}
        onChange={() => undefined}
        defaultContent={<p>The account policy</p>}
        defaultsHref="/admin/defaultsettings"
      >
        <p>My own policy</p>
      </DefaultCustomToggle>
    </MemoryRouter>,
  );
}

describe('DefaultCustomToggle', () => {
  it('shows the account default read-only while the default is used', () => {
    signInAs({ roles: ['admin'] });
    renderToggle(true, true);
    expect(screen.getByText('The account policy')).toBeTruthy();
    expect(screen.queryByText('My own policy')).toBeNull();
    expect(screen.getByRole('link', { name: 'Default settings' }).getAttribute('href')).toBe(
      '/admin/defaultsettings',
    );
  });

  it('leads to the default settings only whom the role table lets open them (issue 24 item 16)', () => {
    signInAs({ roles: ['editor'] });
    renderToggle(true, true);
    expect(screen.getByText('The account policy')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Default settings' })).toBeNull();
    clearSession();
  });

  it('shows the custom editor when custom', () => {
    renderToggle(false, true);
    expect(screen.getByText('My own policy')).toBeTruthy();
    expect(screen.queryByText('The account policy')).toBeNull();
  });

  it('is forced to custom, disabled, and says why when the account has no default', () => {
    const { container } = renderToggle(true, false);
    expect(screen.getByText('My own policy')).toBeTruthy();
    expect(screen.queryByText('The account policy')).toBeNull();
    expect(screen.getByText('The account has no default for this yet, so it is custom.')).toBeTruthy();
    const toggle = container.querySelector('ion-toggle') as HTMLIonToggleElement;
    expect(toggle.checked).toBe(false);
    expect(toggle.disabled).toBe(true);
  });
});
