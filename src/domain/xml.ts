// Text put into XML the site writes (the sitemap, the newsletter's RSS, the share cards' SVG, the
// OpenSearch description): the five characters XML gives a meaning, as numeric references, safe in
// element text and in attribute values alike.

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
