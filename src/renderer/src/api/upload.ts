// A file as an upload route takes it (the contract's fileUpload): its bytes as they are, not
// base64 inside JSON, which grew every upload by a third and was decoded whole in memory.
export function asUpload(file: Blob): Blob {
  return new Blob([file], { type: 'application/octet-stream' });
}
