/**
 * The cards at the top of a list that are drawn with the page: a phone's first screenful, and a wide
 * screen's first row or two. Those after them are laid out only when scrolled near
 * (`content-visibility: auto`, decision 0040).
 */
export const CARDS_DRAWN_FIRST = 4;
