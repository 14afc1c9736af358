import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UPCOMING_OFFERINGS } from '../../client/components/lectures/coming-soon.tsx';
import { LectureCard } from '../../client/components/lectures/lecture-card.tsx';
import { LecturesView } from '../../client/components/lectures/lectures-view.tsx';
import {
  filterLectures,
  type Lecture,
  lectureCoverUrl,
  parseLectureFilter,
} from '../../client/lib/lectures.ts';
import { loadLectures } from '../../client/routes/lectures-old.tsx';

function lecture(overrides: Partial<Lecture> = {}): Lecture {
  return {
    id: 'l1',
    title: 'מבוא ל-AI',
    shortDescription: 'הרצאת מבוא',
    format: 'lecture',
    difficulty: 'מתחילים',
    duration: '90 דקות',
    category: 'כללי',
    maxParticipants: 30,
    keyTopics: ['נושא 1', 'נושא 2', 'נושא 3', 'נושא 4', 'נושא 5', 'נושא 6'],
    learningOutcomes: ['תוצאה 1', 'תוצאה 2', 'תוצאה 3', 'תוצאה 4'],
    deliveryFormats: ['פרונטלי', 'מקוון'],
    coverImage: null,
    ...overrides,
  };
}

const render = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe('lecture list (/lectures-old)', () => {
  it('loads an always-empty list', async () => {
    expect(await loadLectures()).toEqual([]);
  });

  it('parses the filter, defaulting to all', () => {
    expect(parseLectureFilter('workshop')).toBe('workshop');
    expect(parseLectureFilter('training')).toBe('training');
    expect(parseLectureFilter('bogus')).toBe('all');
    expect(parseLectureFilter(null)).toBe('all');
  });

  it('filters by format', () => {
    const list = [
      lecture({ id: 'a' }),
      lecture({ id: 'b', format: 'workshop' }),
      lecture({ id: 'c', format: 'seminar' }),
    ];
    expect(filterLectures(list, 'all').map((l) => l.id)).toEqual(['a', 'b', 'c']);
    expect(filterLectures(list, 'workshop').map((l) => l.id)).toEqual(['b']);
    expect(filterLectures(list, 'training')).toEqual([]);
  });

  it('reads the cover image as a string or as { file: { url } }', () => {
    expect(lectureCoverUrl('https://x.test/a.jpg')).toBe('https://x.test/a.jpg');
    expect(lectureCoverUrl({ file: { url: '//images.ctfassets.net/a.png' } })).toBe(
      'https://images.ctfassets.net/a.png',
    );
    expect(lectureCoverUrl(null)).toBeNull();
    expect(lectureCoverUrl(undefined)).toBeNull();
  });

  it('shows the first 4 key topics and the first 3 learning outcomes', () => {
    const html = render(
      <LectureCard lecture={lecture({ coverImage: { file: { url: '//img.test/c.jpg' } } })} />,
    );
    for (const n of [1, 2, 3, 4]) expect(html).toContain(`נושא ${n}`);
    expect(html).not.toContain('נושא 5');
    for (const n of [1, 2, 3]) expect(html).toContain(`תוצאה ${n}`);
    expect(html).not.toContain('תוצאה 4');
    expect(html).toContain('src="https://img.test/c.jpg"');
  });

  it('shows the coming-soon view and no filter when the list is empty', () => {
    const html = render(<LecturesView lectures={[]} filter="all" />);
    expect(html).toContain('בקרוב');
    expect(html).not.toContain('סינון לפי סוג מפגש');
    expect(UPCOMING_OFFERINGS).toHaveLength(4);
    expect(html).toContain('3 שעות');
    // The range stays on one line (decision 0043).
    expect(html).toContain('4 מפגשים (<span class="whitespace-nowrap">10–12</span> שעות)');
    expect(html).toContain('4 שבועות');
    expect(html).toContain('3 שבועות');
    expect(html).toContain('ComfyUI');
  });

  it('shows the filter with all five Hebrew labels when lectures exist', () => {
    const list = [lecture({ id: 'a' }), lecture({ id: 'b', format: 'workshop', title: 'סדנת פרומפטים' })];
    const html = render(<LecturesView lectures={list} filter="workshop" />);
    expect(html).toContain('סינון לפי סוג מפגש');
    for (const label of ['הכול', 'הרצאה', 'סדנה', 'סמינר', 'הכשרה']) expect(html).toContain(label);
    expect(html).toContain('סדנת פרומפטים');
    expect(html).not.toContain('מבוא ל-AI');
    expect(html).toMatch(/aria-current="page"[^>]*>סדנה</);
  });
});
