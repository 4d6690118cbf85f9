import { expect, type Locator } from '@playwright/test';

// The e2e project compiles without the DOM library; these describe the little the page functions touch.
interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Node {
  getBoundingClientRect(): Rect;
  contains(other: Node | null): boolean;
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
  textContent: string | null;
  getRootNode(): Root;
}
/** The document, or the shadow root an element of a web component (ion-button's <button>) lives in. */
type Root = { elementFromPoint(x: number, y: number): Node | null; host?: Node };

/** Touch targets on a phone are at least 44 px each way (ARCHITECTURE.md "Screens"). */
export const TOUCH = 44;

/**
 * A target a finger can hit: at least `min` px high (and wide, unless `heightOnly`), and what a tap
 * at its centre reaches is the target itself or inside it, not something lying over it.
 */
export async function expectTapTarget(target: Locator, min = TOUCH, heightOnly = false): Promise<void> {
  // Retried: a sheet or an alert still sliding or growing in measures what it will not be at rest,
  // and a list drawn from the kept data is drawn again when the fresh answer comes (CI: the element
  // scrolled to was detached by then).
  await expect(async () => {
    await target.scrollIntoViewIfNeeded({ timeout: 1_000 });
    const box = await target.boundingBox();
    expect(box, 'the target is laid out').not.toBeNull();
    expect(box!.height, 'height of the target').toBeGreaterThanOrEqual(min);
    if (!heightOnly) expect(box!.width, 'width of the target').toBeGreaterThanOrEqual(min);
    expect(await uncovered(target), 'a tap at the centre reaches the target').toBe(true);
  }).toPass({ timeout: 5_000 });
}

/** Whether a tap at the element's centre reaches it (or something inside it). */
export function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const node = el as unknown as Node;
    const r = node.getBoundingClientRect();
    // An element inside a web component (ion-button's own <button>) is reached through its host,
    // which is what a hit test answers with.
    const root = node.getRootNode();
    const hit = root.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (node.contains(hit) || hit === root.host);
  });
}

/** The element shows all it holds: nothing scrolled or clipped off to the side or below. */
export async function expectWhole(target: Locator): Promise<void> {
  const sizes = await target.evaluate((el) => {
    const node = el as unknown as Node;
    return {
      text: node.textContent,
      scrollWidth: node.scrollWidth,
      clientWidth: node.clientWidth,
      scrollHeight: node.scrollHeight,
      clientHeight: node.clientHeight,
    };
  });
  expect(sizes.scrollWidth, `width of "${sizes.text}"`).toBeLessThanOrEqual(sizes.clientWidth + 1);
  expect(sizes.scrollHeight, `height of "${sizes.text}"`).toBeLessThanOrEqual(sizes.clientHeight + 1);
}

/** The element's box lies within the other's. */
export async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  expect(a && b, 'both are laid out').toBeTruthy();
  expect(a!.x).toBeGreaterThanOrEqual(b!.x - 0.5);
  expect(a!.y).toBeGreaterThanOrEqual(b!.y - 0.5);
  expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x + b!.width + 0.5);
  expect(a!.y + a!.height).toBeLessThanOrEqual(b!.y + b!.height + 0.5);
}
