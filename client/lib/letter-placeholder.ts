// The local fallback of a logo that fails to load (the image component's placeholder step): the
// name's first letter on the brand tint, as an inline SVG, so it needs no request of its own.

export function letterPlaceholder(name: string): string {
  const letter = (name.trim().charAt(0) || '?').toUpperCase();
  const escaped = letter.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#ede9fe"/><text x="32" y="42" font-family="Heebo, Arial, sans-serif" font-size="30" font-weight="800" text-anchor="middle" fill="#5b21b6">${escaped}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
