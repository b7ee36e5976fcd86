// Product pictures for the demo: a small SVG tile with the product's initials on a colour
// of its category. Pure, so the server can render it on request from the product row.

const CATEGORY_COLOURS: Record<string, string> = {
  Mercearia: '#C8893B',
  Bebidas: '#2D6CDF',
  Hortifruti: '#3FA34D',
  Carnes: '#B83232',
  Frios: '#D96C8A',
  Laticínios: '#4BA3C7',
  Padaria: '#D9A441',
  Congelados: '#5C7CFA',
  Ovos: '#E0B84C',
};
const FALLBACK_COLOUR = '#6B7280';

/** Relative URL the renderer loads the picture from. */
export function productImagePath(sku: number): string {
  return `/api/products/image/${sku}.svg`;
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word.length > 2 || /^\p{Lu}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function productImageSvg(product: { sku: number; name: string; category?: string | null }): string {
  const colour = (product.category && CATEGORY_COLOURS[product.category]) || FALLBACK_COLOUR;
  const label = escapeXml(initials(product.name) || '?');
  const title = escapeXml(product.name);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img">',
    `<title>${title}</title>`,
    `<rect width="160" height="160" rx="24" fill="${colour}"/>`,
    `<text x="80" y="96" font-family="Arial, sans-serif" font-size="56" font-weight="700" fill="#FFFFFF" text-anchor="middle">${label}</text>`,
    `<text x="80" y="140" font-family="Arial, sans-serif" font-size="16" fill="#FFFFFF" fill-opacity="0.85" text-anchor="middle">${product.sku}</text>`,
    '</svg>',
  ].join('');
}

/** Demo photo of a box on the conveyor: the label text on a cardboard tile. */
export function boxImageSvg(tagValue: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240" role="img">',
    '<rect width="320" height="240" fill="#3F3F46"/>',
    '<rect x="50" y="40" width="220" height="160" rx="6" fill="#C49A6C"/>',
    '<rect x="100" y="90" width="120" height="60" fill="#FFFFFF"/>',
    `<text x="160" y="126" font-family="monospace" font-size="16" text-anchor="middle">${escapeXml(tagValue)}</text>`,
    '</svg>',
  ].join('');
}

/** Relative URL of a box photo; the label's ';' becomes '-' to stay a plain path segment. */
export function boxImagePath(tagValue: string): string {
  return `/api/boxes-conference/images/${encodeURIComponent(tagValue.replace(';', '-'))}.svg`;
}
