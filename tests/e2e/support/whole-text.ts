// Whether texts read whole: no ellipsis, no hidden overflow, nothing past the screen's edge
// (the headers' specs, and the panel's tables and cards at 1024 px).
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Whether the text is cut: an ellipsis or a hidden overflow on it or on a box around it up to
 * a scrolling box, or the page (a box that is wider than it shows has a scrollWidth above its
 * clientWidth; a table's scroll box is meant to be, and is where the search stops).
 */
async function cutShort(text: Locator): Promise<boolean> {
  return text.evaluate((element) => {
    // The tests are typed without the DOM's library: the little of an element read here.
    type Box = { tagName: string; scrollWidth: number; clientWidth: number; parentElement: Box | null; getAttribute(name: string): string | null };
    for (let box: Box | null = element as unknown as Box; box && box.tagName !== 'BODY'; box = box.parentElement) {
      if (box.getAttribute('class')?.includes('ScrollArea-viewport')) return false;
      if (box.scrollWidth > box.clientWidth + 1) return true;
    }
    return false;
  });
}

/** Every one of the elements is visible and within the screen's width. */
export async function expectOnScreen(page: Page, elements: Locator[]): Promise<void> {
  const width = page.viewportSize()!.width;
  for (const element of elements) {
    await expect(element).toBeVisible();
    const box = (await element.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

/** Every one of the texts is visible, whole and within the screen's width. */
export async function expectWhole(page: Page, texts: Locator[]): Promise<void> {
  await expectOnScreen(page, texts);
  for (const text of texts) {
    // A field's text is its value.
    const shown = (await text.evaluate((element) => (element as unknown as { value?: string }).value)) ?? (await text.innerText());
    expect(await cutShort(text), `'${shown}' is cut at ${page.viewportSize()!.width} px`).toBe(false);
  }
}
