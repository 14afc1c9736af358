/**
 * Which cards of a long list are drawn with the page (decision 0040): the first screenful, and the
 * last rows, right above the footer. The cards between are drawn only near the screen, each holding
 * a placeholder height until then. The last rows are drawn at once because a jump to the page's end
 * (the End key, a footer link scrolled into view) drew them with their real heights after it landed,
 * and the footer moved under the pointer by what their placeholders were off (137 px at 1024 px on
 * /tools). With the last rows real, scroll anchoring holds the footer while the rows above are drawn.
 */
export function drawnWithPage(index: number, count: number): boolean {
  return index < FIRST_DRAWN || index >= count - LAST_DRAWN;
}

/** The first screenful: a phone's first cards, a desktop's first row and more. */
const FIRST_DRAWN = 4;
/** The last rows at every column count of the grids (one to three columns): six cards. */
const LAST_DRAWN = 6;
