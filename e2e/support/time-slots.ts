import { expect, type Page } from '@playwright/test';
import { theOneVisible } from './browser';

/**
 * Opens a ticket's Time slots picker, unticks what it had, ticks the slots named 'Group · Slot' and
 * closes it.
 */
export async function setTimeSlots(page: Page, names: readonly string[]): Promise<void> {
  await (
    await theOneVisible(
      page
        .getByRole('region', { name: 'Time slots' })
        .getByRole('button', { name: 'Time slots', exact: true }),
    )
  ).click();
  const picker = page.locator('ion-modal.slot-picker');
  const ticked = picker.locator('ion-checkbox.checkbox-checked');
  for (let n = await ticked.count(); n > 0; n--) await ticked.first().click();
  for (const name of names) await picker.getByRole('checkbox', { name, exact: true }).click();
  await picker.getByRole('button', { name: 'Done' }).click();
  await expect(picker).toBeHidden();
}
