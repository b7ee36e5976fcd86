// The addresses of this machine itself, as a socket's remoteAddress gives them: who may read
// the metrics without a token (system/routes.ts), and whose warm-up requests the log leaves
// out (warm-up-http.ts).
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const isLoopbackAddress = (address: string | undefined): boolean => LOOPBACK.has(address ?? '');
