import { describe, expect, it } from 'vitest';
import { cardImageSource } from './cardImage';

describe('conveyor card image', () => {
  it('draws a base64 data: URL of an image type', () => {
    expect(cardImageSource('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(cardImageSource('data:image/svg+xml;base64,PHN2Zy8+')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
  });

  it('draws nothing else: no image, an address, another type, or something after the data', () => {
    expect(cardImageSource(null)).toBeNull();
    expect(cardImageSource('https://example.com/box.png')).toBeNull();
    expect(cardImageSource('/api/boxes-conference/images/1-1.svg')).toBeNull();
    expect(cardImageSource('data:text/html;base64,PHNjcmlwdD4=')).toBeNull();
    expect(cardImageSource('iVBORw0KGgo=')).toBeNull();
    expect(cardImageSource('data:image/png;base64,iVBO" onerror="x')).toBeNull();
  });
});
