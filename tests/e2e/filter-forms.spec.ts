import { expect, test } from '@playwright/test';
import { atEachSize } from './helpers.ts';

// The filter forms of the catalogue and the code projects end alike: the toggle ('קוד פתוח בלבד',
// 'פרויקטי AI בלבד') read before the button, on its line wherever the form has room for both, else
// on the line above, both at the start.
test("the catalogue's and the code projects' filters end with their toggle beside the button where both fit", async ({
  context,
}) => {
  const cases = [390, 1024, 1280].flatMap((width) => [100, 150].map((textSize) => ({ width, textSize })));
  await atEachSize(context, cases, async (page, where) => {
    for (const path of ['/tools', '/portfolio/code']) {
      await page.goto(path);
      const form = page.locator('form.filter-bar');
      const toggle = (await form.locator('label:has(input[type="checkbox"])').boundingBox())!;
      const button = (await form.locator('button[type="submit"]').boundingBox())!;
      const room = await form.evaluate((element) => {
        const style = getComputedStyle(element);
        return (
          element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
        );
      });
      const at = `${path}, ${where}`;
      if (toggle.width + button.width + 12 <= room) {
        // One line: their middles level, the toggle to the button's right.
        expect(Math.abs(toggle.y + toggle.height / 2 - (button.y + button.height / 2)), at).toBeLessThan(4);
        expect(toggle.x, at).toBeGreaterThanOrEqual(button.x + button.width);
      } else {
        expect(toggle.y + toggle.height, at).toBeLessThanOrEqual(button.y);
        expect(Math.abs(toggle.x + toggle.width - (button.x + button.width)), at).toBeLessThan(2);
      }
    }
  });
});
