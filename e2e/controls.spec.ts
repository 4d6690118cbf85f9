import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectTapTarget } from './support/layout';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// A 1x1 PNG: enough for Leaflet to count a tile as loaded.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const BURJ = {
  place_id: 1,
  osm_type: 'way',
  osm_id: 42,
  display_name: 'Burj Khalifa, Downtown Dubai',
  lat: '25.1972',
  lon: '55.2744',
};

/**
 * This machine has no internet; the map's online path is tried against stand-ins for the tile
 * server and the geocoder. 'nowhere' answers a place without a location.
 */
async function fakeMapServices(page: Page): Promise<void> {
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ body: TILE, contentType: 'image/png' }),
  );
  await page.route('https://nominatim.openstreetmap.org/search**', (route) => {
    const q = new URL(route.request().url()).searchParams.get('q') ?? '';
    const body = q === 'nowhere' ? [{ ...BURJ, lat: '', lon: '' }] : [BURJ];
    return route.fulfill({ json: body, headers: { 'Access-Control-Allow-Origin': '*' } });
  });
}

// The e2e project compiles without the DOM library: what the in-page measure uses of an element.
interface Box {
  getBoundingClientRect(): { x: number; y: number };
  querySelector(selector: string): (Box & { getAttribute(name: string): string | null }) | null;
}

/** The live value printed beside a sample on /controls. */
const liveValue = (page: Page, name: string) =>
  page.getByRole('status', { name: `${name} value`, exact: true });

async function openControls(page: Page): Promise<void> {
  await signIn(page, 'admin');
  await page.goto('/controls');
  await expect(page.getByRole('heading', { name: 'Time input and people counter' })).toBeVisible();
}

const SECTIONS = [
  'Time input and people counter',
  'Date carousel',
  'Autocomplete select',
  'Rich text',
  'Ordered list (FAQ, itinerary)',
  'Image upload',
  'Map pickers',
  'Buttons, inputs and notifications',
];

async function attach(
  testInfo: TestInfo,
  name: string,
  shoot: (path: string) => Promise<unknown>,
): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await shoot(path);
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const name of ['phone', 'desktop'] as const) {
  const viewport = VIEWPORTS[name];

  test.describe(`/controls on a ${name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('time input takes back a wrong digit and reports minutes', async ({ page }) => {
      await openControls(page);
      const time = page.getByRole('textbox', { name: 'Start time' });
      await time.pressSequentially('25');
      await expect(time).toHaveValue('2');
      await time.pressSequentially('130');
      await expect(time).toHaveValue('21:30');
      await expect(liveValue(page, 'Start time')).toHaveText('1290 min (21:30)');
    });

    test('people counter stops at its minimum', async ({ page }) => {
      await openControls(page);
      const fewer = page.getByRole('button', { name: 'Remove one: Adults' });
      await fewer.click();
      await expect(liveValue(page, 'People')).toHaveText('adults 1, children 0, infants 0');
      await expect(fewer).toBeDisabled();
      await fewer.click({ force: true });
      await page.getByRole('button', { name: 'Add one: Aged 3-12' }).click();
      await expect(liveValue(page, 'People')).toHaveText('adults 1, children 1, infants 0');
    });

    test('date carousel offers ten days and an unavailable one cannot be chosen', async ({ page }) => {
      await openControls(page);
      const carousel = page.getByRole('group', { name: 'Date' });
      const slides = carousel.locator('button.date-slide');
      await expect(slides).toHaveCount(3);
      const soldOut = slides.nth(1);
      await expect(soldOut).toBeDisabled();
      await soldOut.click({ force: true });
      await expect(liveValue(page, 'Date')).toHaveText('none');

      const first = slides.nth(0);
      const firstTitle = await first.getAttribute('title');
      await first.click();
      await expect(first).toHaveAttribute('aria-pressed', 'true');
      const [d, m, y] = (firstTitle ?? '').split('.');
      await expect(liveValue(page, 'Date')).toHaveText(`${y}-${m}-${d}`);

      const seen = new Set(await slides.allTextContents());
      const later = page.getByRole('button', { name: 'Later dates' });
      while (await later.isEnabled()) {
        await later.click();
        for (const text of await slides.allTextContents()) seen.add(text);
      }
      expect(seen.size).toBe(10);
    });

    test('autocomplete looks tours up on the server and picks one with the keyboard', async ({ page }) => {
      await openControls(page);
      const box = page.getByRole('combobox', { name: 'Tour, booking or guest' });
      await box.fill('Safari');
      const option = page.getByRole('option', { name: 'Evening Desert Safari with BBQ Dinner (tour)' });
      await expect(option).toBeVisible();
      await box.press('ArrowDown');
      await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      const firstLabel = await page.getByRole('option').first().textContent();
      await box.press('Enter');
      await expect(box).toHaveValue(firstLabel ?? '');
      await expect(liveValue(page, 'Selected option')).toContainText(`"label":"${firstLabel}"`);
      await page
        .getByRole('region', { name: 'Autocomplete select' })
        .getByRole('button', { name: 'Clear', exact: true })
        .click();
      await expect(liveValue(page, 'Selected option')).toHaveText('none');
      await expect(box).toHaveValue('');
    });

    test('rich text turns a line into a list and gives sanitised HTML', async ({ page }) => {
      await openControls(page);
      const editor = page.getByRole('textbox', { name: 'Terms & Conditions' });
      await editor.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('Meet at the lobby');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Bring water');
      await page.getByRole('button', { name: 'Numbered list' }).click();
      await expect(page.getByRole('button', { name: 'Numbered list' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(liveValue(page, 'Sanitised HTML')).toHaveText(
        '<p>Meet at the lobby</p><ol><li><p>Bring water</p></li></ol>',
      );
      const readOnly = page.getByRole('textbox', { name: 'Read-only' });
      await expect(readOnly.locator('ol li')).toHaveText('Bring water');
      await expect(readOnly).toHaveAttribute('contenteditable', 'false');
      await expect(readOnly).toHaveAttribute('aria-readonly', 'true');
    });

    test('rich text links the selected words and unlinks them', async ({ page }) => {
      await openControls(page);
      const editor = page.getByRole('textbox', { name: 'Terms & Conditions' });
      await editor.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('See our tours');
      await page.keyboard.press('Shift+ArrowLeft');
      for (let i = 1; i < 'tours'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
      await page.getByRole('button', { name: 'Link', exact: true }).click();
      const address = page.getByRole('textbox', { name: 'Link address' });
      await address.fill('javascript:alert(1)');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('Enter a web address, an e-mail address or a phone number')).toBeVisible();
      await address.fill('caravan.demo/tours');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(liveValue(page, 'Sanitised HTML')).toHaveText(
        '<p>See our <a href="https://caravan.demo/tours" rel="noopener noreferrer">tours</a></p>',
      );
      await editor.getByRole('link', { name: 'tours' }).click();
      await page.getByRole('button', { name: 'Unlink' }).click();
      await expect(liveValue(page, 'Sanitised HTML')).toHaveText('<p>See our tours</p>');
    });

    test('rich text pastes the plain text of formatted content', async ({ page }) => {
      await openControls(page);
      const editor = page.getByRole('textbox', { name: 'Terms & Conditions' });
      await editor.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Delete');
      // A string script: the e2e project compiles without the DOM library.
      await page.evaluate(`(() => {
        const data = new DataTransfer();
        data.setData('text/html', '<ul><li style="color:red">Listed</li></ul><a href="https://example.com">linked</a>');
        data.setData('text/plain', 'Listed\\nlinked');
        document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      })()`);
      // Pasted as HTML, the list and the link would have stayed: the formatting of the source is dropped.
      await expect(liveValue(page, 'Sanitised HTML')).toHaveText('<p>Listed</p><p>linked</p>');
    });

    test('location picker shows a map or the offline note, and takes typed coordinates', async ({ page }) => {
      await openControls(page);
      const picker = page.getByRole('region', { name: 'Map pickers' });
      // This machine has no internet: the tiles fail and the picker says so, without calling a
      // working network offline.
      await expect(
        picker.getByText('The map could not be loaded — type the coordinates').first(),
      ).toBeVisible({ timeout: 20_000 });
      await expect(picker.getByText(/offline/)).toHaveCount(0);

      const latitude = picker.getByRole('textbox', { name: 'Latitude' }).first();
      const longitude = picker.getByRole('textbox', { name: 'Longitude' }).first();
      await latitude.fill('95');
      await expect(picker.getByText('Latitude must be a number from -90 to 90')).toBeVisible();
      await expect(liveValue(page, 'Location')).toHaveText('none');
      await latitude.fill('25.1972');
      await longitude.fill('55.2744');
      await expect(liveValue(page, 'Location')).toContainText('"lat": 25.1972');
      await expect(liveValue(page, 'Location')).toContainText('"lng": 55.2744');
      await picker.getByRole('button', { name: 'Clear location' }).click();
      await expect(liveValue(page, 'Location')).toHaveText('none');
      await expect(latitude).toHaveValue('');
    });

    test('with tiles and a geocoder, places are picked by search and by a click on the map', async ({
      page,
    }, testInfo) => {
      await fakeMapServices(page);
      await openControls(page);
      const picker = page.getByRole('region', { name: 'Map pickers' });
      const map = picker.getByRole('region', { name: 'Location' }).locator('.leaflet-container');
      await expect(map).toBeVisible();
      await expect(picker.getByText(/— type the coordinates$/)).toHaveCount(0);

      await picker.getByRole('searchbox', { name: 'Address' }).first().fill('Burj');
      await picker.getByRole('button', { name: 'Search address' }).first().click();
      await picker.getByRole('button', { name: 'Burj Khalifa, Downtown Dubai' }).click();
      await expect(liveValue(page, 'Location')).toContainText('"address": "Burj Khalifa, Downtown Dubai"');
      await expect(liveValue(page, 'Location')).toContainText('"lat": 25.1972');
      await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
      // Leaflet's zoom buttons are 30 px on a touch screen; ours are 44.
      for (const zoom of ['Zoom in', 'Zoom out'])
        await expectTapTarget(map.getByRole('button', { name: zoom }));

      const box = await map.boundingBox();
      if (!box) throw new Error('the map has no size');
      await page.mouse.click(box.x + box.width / 4, box.y + box.height / 4);
      await expect(liveValue(page, 'Location')).not.toContainText('"lat": 25.1972');
      await expect(liveValue(page, 'Location')).toContainText('"address": "Burj Khalifa, Downtown Dubai"');
      await attach(testInfo, `controls-${name}-map`, (path) => picker.screenshot({ path }));
    });

    test('place-id picker alerts when the place found has no location', async ({ page }) => {
      await fakeMapServices(page);
      await openControls(page);
      const picker = page.getByRole('region', { name: 'Map pickers' });
      await picker.getByText('Use a place Id').click();
      const address = picker.getByRole('searchbox', { name: 'Address' }).nth(1);
      await address.fill('nowhere');
      await picker.getByRole('button', { name: 'Search address' }).nth(1).click();
      await picker.getByRole('button', { name: 'Burj Khalifa, Downtown Dubai' }).click();
      await expect(page.getByText('Could not retreive place information')).toBeVisible();
      await page.getByRole('button', { name: 'OK' }).click();
      await expect(liveValue(page, 'Place Id')).toHaveText('none');

      await address.fill('Burj');
      await picker.getByRole('button', { name: 'Search address' }).nth(1).click();
      await picker.getByRole('button', { name: 'Burj Khalifa, Downtown Dubai' }).click();
      await expect(liveValue(page, 'Place Id')).toContainText('"placeId": "W42"');
      await picker.getByRole('button', { name: 'Clear place Id' }).click();
      await expect(liveValue(page, 'Place Id')).toHaveText('none');
    });

    // The page scrolls inside Ionic's content, so a full-page shot would show one screen: each
    // section is attached on its own, after the top of the page.
    test('screenshots of every section', async ({ page }, testInfo) => {
      await openControls(page);
      await expect(page.getByRole('textbox', { name: 'Terms & Conditions' })).toBeVisible();
      await expect(
        page
          .getByText(/^(Map unavailable offline|The map could not be loaded) — type the coordinates$/)
          .or(page.locator('.leaflet-container'))
          .first(),
      ).toBeVisible({ timeout: 20_000 });
      await attach(testInfo, `controls-${name}-top`, (path) => page.screenshot({ path }));
      for (const [i, title] of SECTIONS.entries()) {
        const section = page.getByRole('region', { name: title });
        await attach(testInfo, `controls-${name}-${i + 1}`, (path) => section.screenshot({ path }));
      }
    });

    test('without a network the map gives way to typed coordinates at once', async ({ page, context }) => {
      await openControls(page);
      await context.setOffline(true);
      const picker = page.getByRole('region', { name: 'Map pickers' });
      await expect(picker.getByText('Map unavailable offline — type the coordinates').first()).toBeVisible();
      await picker.getByRole('textbox', { name: 'Latitude' }).first().fill('25.2048');
      await picker.getByRole('textbox', { name: 'Longitude' }).first().fill('55.2708');
      await expect(liveValue(page, 'Location')).toContainText('"lat": 25.2048');
      await context.setOffline(false);
    });
  });
}

test.describe('a map on a touch phone 390x844', () => {
  test.use({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });

  /**
   * Where the map's picture sits in its frame: the first tile's place relative to the map. A drag or
   * pinch moves it (Leaflet may re-lay its panes when a pinch ends, so the panes' offsets do not tell).
   */
  const mapView = (map: Locator) =>
    // Measured in one go: the page may still be gliding from a swipe.
    map.evaluate((frame: Box) => {
      const tile = frame.querySelector('img.leaflet-tile');
      if (!tile) throw new Error('the map shows no tile');
      const [outer, inner] = [frame.getBoundingClientRect(), tile.getBoundingClientRect()];
      return `${tile.getAttribute('src')} at ${Math.round(inner.x - outer.x)},${Math.round(inner.y - outer.y)}`;
    });

  test('one finger scrolls the page past the map and leaves it still; two fingers move it', async ({
    page,
  }) => {
    await fakeMapServices(page);
    await openControls(page);
    const map = page.getByRole('region', { name: 'Location' }).locator('.leaflet-container');
    await expect(map).toBeVisible();
    await map.scrollIntoViewIfNeeded();
    const before = await map.boundingBox();
    if (!before) throw new Error('the map has no size');
    const view = await mapView(map);

    // Playwright's touchscreen only taps: a swipe is sent as the browser's own touch input.
    const cdp = await page.context().newCDPSession(page);
    const x = before.x + before.width / 2;
    const swipe = async (fingers: number[], fromY: number, toY: number) => {
      const at = (y: number) => fingers.map((dx, id) => ({ x: x + dx, y, id }));
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(fromY) });
      for (let step = 1; step <= 10; step++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: at(fromY + ((toY - fromY) * step) / 10),
        });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };

    await swipe([0], before.y + 300, before.y + 60);
    await expect(page.getByText('Use two fingers to move the map')).toBeVisible();
    await expect.poll(async () => (await map.boundingBox())?.y).toBeLessThan(before.y - 100);
    expect(await mapView(map)).toBe(view);
    await expect(page.getByText('Use two fingers to move the map')).toBeHidden();

    // The one-finger swipe may fling the map part of the way off the screen (further on a busy
    // machine), and a touch outside the viewport is no touch: the two fingers go down on the map.
    await map.scrollIntoViewIfNeeded();
    const now = await map.boundingBox();
    if (!now) throw new Error('the map has no size');
    const middle = now.y + now.height / 2;
    await swipe([-40, 40], middle + 50, middle - 50);
    await expect.poll(() => mapView(map)).not.toBe(view);
  });
});

test('in Russian the map names its zoom buttons and its two-finger hint in Russian', async ({ page }) => {
  await fakeMapServices(page);
  await signIn(page, 'admin');
  await page.evaluate(`localStorage.setItem('language', 'ru')`);
  await page.goto('/controls');
  const map = page.locator('.leaflet-container').first();
  await expect(map).toBeVisible();
  // Leaflet's own control said 'Zoom in' and 'Zoom out' whatever the language.
  for (const zoom of ['Приблизить', 'Отдалить'])
    await expect(map.getByRole('button', { name: zoom })).toBeVisible();
  await expect(map.getByRole('button', { name: /Zoom/ })).toHaveCount(0);
});
