// The conveyor card's optional image (img_base64) is drawn only when it is a data: URL of an
// image type: a URL would make the kiosk fetch whatever a row names, and a data: URL of
// another type (text/html) is no picture.
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp|avif|bmp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

export function cardImageSource(imgBase64: string | null): string | null {
  return imgBase64 !== null && IMAGE_DATA_URL.test(imgBase64) ? imgBase64 : null;
}
