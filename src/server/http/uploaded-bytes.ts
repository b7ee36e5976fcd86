// The raw body of a `fileUpload` route (http/bind.ts parses it as a Buffer), without a copy.
export function uploadedBytes(body: Uint8Array | Blob): Buffer {
  if (Buffer.isBuffer(body)) return body;
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new Error('an upload route received no bytes');
}
