// The lectures of /lectures-old (docs/product.md#other-pages, #entities): the entity, its filter
// and labels. Pure.

type LectureFormat = 'lecture' | 'workshop' | 'seminar' | 'training';

/** The Lecture entity (docs/product.md#entities). */
export type Lecture = {
  id: string;
  title: string;
  shortDescription: string;
  format: LectureFormat;
  difficulty: string;
  duration: string;
  category: string;
  maxParticipants: number;
  keyTopics: string[];
  learningOutcomes: string[];
  deliveryFormats: string[];
  coverImage?: string | { file: { url: string } } | null;
};

export type LectureFilterValue = 'all' | LectureFormat;

export const LECTURE_FILTERS: readonly { value: LectureFilterValue; label: string }[] = [
  { value: 'all', label: 'הכול' },
  { value: 'lecture', label: 'הרצאה' },
  { value: 'workshop', label: 'סדנה' },
  { value: 'seminar', label: 'סמינר' },
  { value: 'training', label: 'הכשרה' },
];

export const FORMAT_LABELS: Record<LectureFormat, string> = {
  lecture: 'הרצאה',
  workshop: 'סדנה',
  seminar: 'סמינר',
  training: 'הכשרה',
};

export const KEY_TOPICS_SHOWN = 4;
export const OUTCOMES_SHOWN = 3;

export function parseLectureFilter(value: string | null | undefined): LectureFilterValue {
  return LECTURE_FILTERS.some((filter) => filter.value === value) ? (value as LectureFilterValue) : 'all';
}

export function filterLectures(lectures: readonly Lecture[], filter: LectureFilterValue): Lecture[] {
  return filter === 'all' ? [...lectures] : lectures.filter((lecture) => lecture.format === filter);
}

/** The cover image URL: a plain string or a content-service asset ({ file: { url } }); protocol-relative URLs get https. */
export function lectureCoverUrl(coverImage: Lecture['coverImage']): string | null {
  const raw = typeof coverImage === 'string' ? coverImage : coverImage?.file?.url;
  if (!raw) return null;
  return raw.startsWith('//') ? `https:${raw}` : raw;
}
