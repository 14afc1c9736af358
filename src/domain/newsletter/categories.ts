// Hebrew labels of the newsletter article categories (docs/product.md#newsletter-parsing: dev,
// video, audio, images, AI, 3D, new; default tools). Shared by the parser and the issue page's badges.

const ARTICLE_CATEGORY_LABELS: Record<string, string> = {
  dev: 'פיתוח',
  video: 'וידאו',
  audio: 'אודיו',
  images: 'תמונות',
  ai: 'בינה מלאכותית',
  '3d': 'תלת מימד',
  new: 'חדש',
  tools: 'כלים',
};

export function articleCategoryLabel(category: string): string {
  return ARTICLE_CATEGORY_LABELS[category] ?? ARTICLE_CATEGORY_LABELS.tools!;
}
