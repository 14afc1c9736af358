// Hebrew date formats used by several sources live in src/domain/hebrew-dates.ts, beside the relative
// dates ('אתמול') that pages compute at render; the sources keep importing them from here.
export { formatHebrewLongDate } from '../../../src/domain/hebrew-dates.ts';
