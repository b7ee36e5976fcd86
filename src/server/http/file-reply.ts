// Sending a FileReply (a picture, a spreadsheet). A streamed spreadsheet is read from the
// database while it is sent: once the status and headers are out, a failure can only cut
// the response short. So the first chunk is waited for before anything is sent: a failure
// up to there (a bad query, the database away) is an ordinary error reply in Portuguese; a
// failure after it ends the chunked response without its last chunk, which every client
// (browser, curl, axios) reports as a failed download, never as a complete file.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FileReply } from '../../shared/contract/endpoint';

function isStream(body: FileReply['body']): body is Readable {
  return typeof (body as Readable).pipe === 'function' && typeof (body as Readable)[Symbol.asyncIterator] === 'function';
}

/** The same stream's content, once its first chunk has come (or the error before it is thrown). */
async function afterFirstChunk(stream: Readable): Promise<Readable> {
  const chunks = stream[Symbol.asyncIterator]();
  const first = await chunks.next();
  return Readable.from(
    (async function* () {
      if (first.done) return;
      yield first.value as unknown;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value as unknown;
    })(),
    { objectMode: false },
  );
}

export async function sendFile(reply: FastifyReply, file: FileReply): Promise<FastifyReply> {
  const body = isStream(file.body) ? await afterFirstChunk(file.body) : file.body;
  reply.type(file.contentType);
  if (file.filename) {
    reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
  }
  reply.header('cache-control', file.maxAgeSeconds ? `public, max-age=${file.maxAgeSeconds}` : 'no-store');
  return reply.send(body);
}
