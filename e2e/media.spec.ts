import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectTapTarget } from './support/layout';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 15: the media manager at /mediamanager (01-platform sections 2, 4, 8).

async function jpeg(background: string): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.describe('media manager on a tablet', () => {
  test.use({ viewport: VIEWPORTS.tablet });

  test('uploads two images, edits a title, deletes one', async ({ page }, testInfo) => {
    await signIn(page, 'editor');
    await page.goto('/mediamanager');
    const stamp = Date.now().toString(36);
    const names = [`oasis-${stamp}`, `dhow-${stamp}`];
    await page.locator('input[type="file"]').setInputFiles([
      { name: `${names[0]}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg('#c84') },
      { name: `${names[1]}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg('#48c') },
      // The same name again in one selection is skipped, and said so.
      { name: `${names[1]}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg('#4c8') },
    ]);
    await expect(page.getByText(`Same file name chosen twice, uploaded once: ${names[1]}.jpg`)).toBeVisible();
    for (const name of names) await expect(card(page, name)).toBeVisible();
    await expect(page.locator('.uploading-item')).toHaveCount(0);
    // The new photos are at the top of the list, with their thumbnails loaded.
    const titles = await page.locator('.photo-card h3').allTextContents();
    expect(titles.slice(0, 2).sort()).toEqual([...names].sort());
    await expect(card(page, names[0]).locator('img')).toHaveJSProperty('complete', true);
    expect(
      await card(page, names[0])
        .locator('img')
        .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
    ).toBe(800);

    await card(page, names[0])
      .getByRole('button', { name: `Edit: ${names[0]}` })
      .click();
    const title = page.locator('ion-modal').getByLabel('Title');
    await title.fill(`Oasis at noon ${stamp}`);
    await page.locator('ion-modal').getByRole('button', { name: 'Save' }).click();
    await expect(card(page, `Oasis at noon ${stamp}`)).toBeVisible();
    await expect(card(page, names[0])).toHaveCount(0);

    await card(page, names[1])
      .getByRole('button', { name: `Delete: ${names[1]}` })
      .click();
    await expect(page.getByText('Are you sure you want to delete photo?')).toBeVisible();
    await page.locator('ion-alert').getByRole('button', { name: 'Delete' }).click();
    await expect(card(page, names[1])).toHaveCount(0);
    await expect(card(page, `Oasis at noon ${stamp}`)).toBeVisible();

    // Searching finds the edited photo by its new title.
    await page.locator('ion-searchbar input').fill(`noon ${stamp}`);
    await expect(page.locator('.photo-card')).toHaveCount(1);
    const file = testInfo.outputPath('media-manager-tablet-search.png');
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach('media-manager-tablet-search', { path: file, contentType: 'image/png' });
  });
});

test.describe('media manager offline', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('shows the last-seen photos read-only with a notice, and no upload', async ({ page, context }) => {
    await signIn(page, 'editor');
    await page.goto('/mediamanager');
    const name = `offline-${Date.now().toString(36)}`;
    await page
      .locator('input[type="file"]')
      .setInputFiles([{ name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg('#777') }]);
    await expect(card(page, name)).toBeVisible();
    await context.setOffline(true);
    await expect(
      page.getByText('Offline: showing the photos last seen; changes need the network.'),
    ).toBeVisible();
    await expect(card(page, name)).toBeVisible();
    await expect(page.locator('input[type="file"]')).toHaveCount(0);
    await expect(card(page, name).getByRole('button', { name: `Edit: ${name}` })).toHaveCount(0);
    await context.setOffline(false);
    await expect(card(page, name).getByRole('button', { name: `Edit: ${name}` })).toBeVisible();
  });
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`media manager screenshot ${name} ${viewport.width}x${viewport.height}`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'editor');
    await page.goto('/mediamanager');
    const colours = ['#d94', '#4a9', '#94d'];
    await page.locator('input[type="file"]').setInputFiles(
      await Promise.all(
        colours.map(async (c, i) => ({
          name: `view-${name}-${i}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await jpeg(c),
        })),
      ),
    );
    await expect(card(page, `view-${name}-2`)).toBeVisible();
    await expect(page.locator('.uploading-item')).toHaveCount(0);
    const file = testInfo.outputPath(`media-manager-${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`media-manager-${name}`, { path: file, contentType: 'image/png' });
    // The edit popup at this size too.
    await card(page, `view-${name}-2`)
      .getByRole('button', { name: `Edit: view-${name}-2` })
      .click();
    await expect(page.locator('ion-modal').getByLabel('Title')).toBeVisible();
    const edit = testInfo.outputPath(`media-edit-${name}.png`);
    await page.screenshot({ path: edit });
    await testInfo.attach(`media-edit-${name}`, { path: edit, contentType: 'image/png' });
    if (name !== 'phone') return;
    // On a phone the popup's toolbar buttons and the delete confirmation's are 44 px targets (Ionic
    // draws them 32 and 40 px high).
    const modal = page.locator('ion-modal');
    for (const label of ['Cancel', 'Save']) await expectTapTarget(modal.getByRole('button', { name: label }));
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
    await card(page, `view-${name}-2`)
      .getByRole('button', { name: `Delete: view-${name}-2` })
      .click();
    const confirm = page.locator('ion-alert');
    await expect(confirm.getByText('Are you sure you want to delete photo?')).toBeVisible();
    for (const label of ['Cancel', 'Delete'])
      await expectTapTarget(confirm.getByRole('button', { name: label }));
  });
}

// The photo picker (ui/media/PhotoPicker) that the tour Media tab and the ticket editor use, shown on
// the controls page.
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`photo picker ${name} ${viewport.width}x${viewport.height}`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'editor');
    await page.goto('/mediamanager');
    const titles = [`pick-${name}-a`, `pick-${name}-b`];
    await page.locator('input[type="file"]').setInputFiles(
      await Promise.all(
        titles.map(async (t, i) => ({
          name: `${t}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await jpeg(i ? '#36c' : '#c63'),
        })),
      ),
    );
    for (const t of titles) await expect(card(page, t)).toBeVisible();

    await page.goto('/controls');
    const picker = page.getByRole('region', { name: 'Photo picker' });
    await picker.getByRole('button', { name: 'Add photos' }).click();
    const modal = page.locator('ion-modal.photo-library-modal');
    await modal.getByRole('button', { name: titles[0], exact: true }).click();
    await modal.getByRole('button', { name: titles[1], exact: true }).click();
    const shot = testInfo.outputPath(`photo-picker-library-${name}.png`);
    await page.screenshot({ path: shot });
    await testInfo.attach(`photo-picker-library-${name}`, { path: shot, contentType: 'image/png' });
    await modal.getByRole('button', { name: 'Add 2' }).click();
    await expect(modal).toBeHidden();

    const value = picker.getByRole('status').or(picker.locator('output'));
    const chosen = picker.locator('.photo-chosen-item .photo-caption');
    await expect(chosen).toHaveCount(2);
    // The first photo added becomes the main one; the star moves it; the arrows reorder.
    await expect(picker.locator('.photo-hero .photo-caption')).toContainText(titles[0]);
    await picker.getByRole('button', { name: `Main photo: ${titles[1]}` }).click();
    await expect(picker.locator('.photo-hero .photo-caption')).toContainText(titles[1]);
    await picker.getByRole('button', { name: `Move up: ${titles[1]}` }).click();
    await expect(chosen.first()).toContainText(titles[1]);
    const file = testInfo.outputPath(`photo-picker-${name}.png`);
    await picker.screenshot({ path: file });
    await testInfo.attach(`photo-picker-${name}`, { path: file, contentType: 'image/png' });
    await picker.getByRole('button', { name: `Remove: ${titles[1]}` }).click();
    await expect(chosen).toHaveCount(1);
    await expect(value.first()).toContainText('hero none');
  });
}

test.describe('media manager in Russian on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('the photo search and its clear button are named in Russian (issue 24 item 17)', async ({ page }) => {
    await signIn(page, 'editor');
    await page.evaluate(`localStorage.setItem('language', 'ru')`);
    await page.goto('/mediamanager');
    // Ionic names its field 'search text' and its clear button 'reset', whatever the language.
    const search = page.getByRole('searchbox', { name: 'Поиск фото', exact: true });
    await expect(search).toBeVisible();
    await search.fill('пустыня');
    await expect(page.getByRole('button', { name: 'Очистить', exact: true })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'search text' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'reset' })).toHaveCount(0);
  });
});
