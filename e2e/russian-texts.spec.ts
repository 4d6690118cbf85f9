import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { getJson } from './support/new-booking';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// The e2e project compiles without the DOM library; these run inside the page.
declare const document: {
  createElement(tag: 'canvas'): {
    getContext(kind: '2d'): { font: string; measureText(text: string): { width: number } };
  };
};
declare const localStorage: { setItem(key: string, value: string): void };
declare function getComputedStyle(el: unknown): {
  fontWeight: string;
  fontSize: string;
  fontFamily: string;
  paddingLeft: string;
  paddingRight: string;
  lineHeight: string;
};
interface Box {
  getBoundingClientRect(): { width: number; height: number };
  scrollWidth: number;
  clientWidth: number;
}

/** Signs in (the sign-in form in English), then switches to Russian as the user would. */
async function signInRussian(page: Page, role: 'agent' | 'arrivalsmanager' | 'editor'): Promise<void> {
  await signIn(page, role);
  await page.evaluate(() => localStorage.setItem('language', 'ru'));
  await page.reload();
}

const SIZES = {
  phone: VIEWPORTS.phone,
  tablet: VIEWPORTS.tablet,
  laptop: { width: 1280, height: 800 },
  desktop: VIEWPORTS.desktop,
};

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

const header = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden) ion-header').last();

/** Whether the header's title shows whole: there, wide enough for its words, not cut. */
function titleShows(page: Page): Promise<boolean> {
  return header(page)
    .locator('ion-title')
    .first()
    .evaluate((el) => {
      const inner = (el.shadowRoot?.querySelector('.toolbar-title') ?? null) as unknown as Box | null;
      const box = (inner ?? (el as unknown as Box)).getBoundingClientRect();
      return box.width > 60 && (inner ? inner.scrollWidth <= inner.clientWidth : true);
    });
}

/** Whether the header's title shows every word: nothing past its box to the side or below. */
function titleWhole(page: Page): Promise<boolean> {
  return header(page)
    .locator('ion-title')
    .first()
    .evaluate((el) => {
      const inner = el.shadowRoot?.querySelector('.toolbar-title');
      const boxes = [inner, ...el.querySelectorAll('*')] as unknown as Array<
        (Box & { scrollHeight: number; clientHeight: number }) | null
      >;
      return boxes.every(
        (b) => !b || (b.scrollWidth <= b.clientWidth + 1 && b.scrollHeight <= b.clientHeight + 1),
      );
    });
}

/** Whether the search box's placeholder fits its box (measured in the box's own font). */
function placeholderFits(page: Page): Promise<boolean> {
  return header(page)
    .locator('ion-input.search-box input')
    .first()
    .evaluate((input) => {
      const el = input as unknown as { clientWidth: number; placeholder: string };
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d');
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(el.placeholder).width <= room;
    });
}

test('a Russian agent reads Russian in the header at every size, in the booking details and in the status sheet', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.tablet);
  await signInRussian(page, 'agent');
  await expect(header(page).getByText('Бронирования').first()).toBeVisible();

  for (const [name, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    await expect.poll(() => titleShows(page), `the title shows at ${name}`).toBe(true);
    const online = header(page).locator('.online-text');
    if (await online.isVisible()) {
      const lines = await online.evaluate((el) =>
        Math.round(
          (el as unknown as Box).getBoundingClientRect().height /
            (parseFloat(getComputedStyle(el).lineHeight) || 20),
        ),
      );
      expect(lines, `'В сети' on one line at ${name}`).toBeLessThanOrEqual(1);
    }
    const search = header(page).locator('ion-input.search-box input');
    if (await search.isVisible())
      expect(await placeholderFits(page), `the search placeholder fits at ${name}`).toBe(true);
    await shoot(page, testInfo, `agent-bookings-ru-${name}-${size.width}x${size.height}`);
  }

  // The details of a standing booking: its status in Russian, not 'Normal'; people counted in Russian.
  const list = await getJson<{ entities: Array<{ id: number; status: number }> }>(
    page,
    '/api/agent/bookings?page=1&from=01.01.2020&to=31.12.2035',
  );
  const standing = list.entities.find((b) => b.status === 0);
  expect(standing, 'the agent has a booking that stands').toBeTruthy();
  await page.setViewportSize(VIEWPORTS.tablet);
  await page.goto(`/agent/bookings/details/${standing!.id}`);
  const details = page.locator('.booking-facts').filter({ visible: true }).first();
  await expect(details).toContainText('Обычное');
  await expect(details).not.toContainText('Normal');
  await expect(details).not.toContainText(/\d (adult|child|infant)/);
  for (const [name, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    await shoot(page, testInfo, `booking-details-ru-${name}-${size.width}x${size.height}`);
  }
});

test('the rep’s status sheet on a phone offers Russian buttons', async ({ page }, testInfo) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await signInRussian(page, 'arrivalsmanager');
  const edit = page.getByRole('button', { name: 'Изменить группу' }).filter({ visible: true }).first();
  await edit.click();
  const sheet = page.locator('ion-modal.group-sheet');
  await sheet.locator('ion-select').first().click();
  const actionSheet = page.locator('ion-action-sheet');
  await expect(actionSheet.getByRole('button', { name: 'Отмена' })).toBeVisible();
  await expect(actionSheet.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await shoot(page, testInfo, 'status-sheet-ru-390x844');
});

test('an editor’s long Russian page titles wrap in a phone’s header rather than end in …', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await signInRussian(page, 'editor');
  const group = Buffer.from('1').toString('base64');
  for (const [path, title] of [
    [`/timeslots/${group}`, 'Редактирование группы слотов'],
    ['/pickuptimes/add', 'Добавить время сбора'],
    ['/availability', 'График доступности'],
  ]) {
    await page.goto(path);
    await expect(header(page).locator('ion-title')).toHaveText(title);
    await expect.poll(() => titleWhole(page), `the whole title '${title}'`).toBe(true);
  }
});
