import { expect, type Locator, type Page } from '@playwright/test';
import { theOneVisible } from './browser';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The ion-select of a form-kit field (src/ui/form/FormSelectField), found by its label above it.
 * The select's inner button lies under Ionic's control layer, so the host is what takes the tap.
 */
export async function ionSelectOf(page: Page, label: string): Promise<Locator> {
  const field = page
    .locator('.form-field')
    .filter({ has: page.locator('label.form-label', { hasText: new RegExp(`^${escape(label)}( \\*)?$`) }) });
  return theOneVisible(field.locator('ion-select'));
}

/** Picks one option of a form-kit select by its label (alert or popover sheet), and confirms. */
export async function chooseOption(page: Page, label: string, option: string | RegExp): Promise<void> {
  await (await ionSelectOf(page, label)).click();
  const overlay = page.locator('ion-popover, ion-alert').last();
  const options = overlay.locator('.select-interface-option');
  await (
    typeof option === 'string'
      ? options.filter({ hasText: new RegExp(`^\\s*${escape(option)}\\s*$`) })
      : options.filter({ hasText: option })
  )
    .first()
    .click();
  const ok = page.locator('ion-alert').getByRole('button', { name: 'OK' });
  if (await ok.isVisible().catch(() => false)) await ok.click();
  await expect(page.locator('ion-popover.select-popover, ion-alert')).toHaveCount(0);
}

/** The text of the first option a form-kit select offers. */
export async function firstOptionOf(page: Page, label: string): Promise<string> {
  const text = await (await ionSelectOf(page, label)).locator('ion-select-option').first().textContent();
  return text ?? '';
}
