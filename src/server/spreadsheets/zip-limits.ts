// A .xlsx is a zip: a small upload can inflate to gigabytes (a 300 KiB crafted file reached
// 781 MB of memory in exceljs; issue 19). Before a reader opens one, every entry is inflated
// here as a stream, counting real bytes (not what the zip's headers claim), and the file is
// refused in Portuguese as soon as the total passes what a real sheet of the largest upload
// can hold. Memory stays at one chunk; a refused file costs at most the limit's inflation.
import yauzl from 'yauzl';
import { badRequest } from '../http/errors';

/** A real 100,000-line orders sheet inflates to about 40 MB: room for more, not for a bomb. */
export const MAX_INFLATED_BYTES = 96 * 1024 * 1024;
/** A workbook holds a few dozen parts; a zip of many thousands is not a spreadsheet. */
export const MAX_ENTRIES = 5_000;

export const TOO_BIG_MESSAGE = 'Planilha grande demais depois de descompactada: divida-a em arquivos menores.';
const UNREADABLE_MESSAGE = 'Não foi possível ler a planilha: confira se o arquivo não está corrompido.';

export async function checkZipInflation(content: Buffer, maxBytes = MAX_INFLATED_BYTES): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(content, { lazyEntries: true, validateEntrySizes: true }, (error, file) => (error ? reject(badRequest(UNREADABLE_MESSAGE)) : resolve(file))),
  );
  if (zip.entryCount > MAX_ENTRIES) {
    zip.close();
    throw badRequest(TOO_BIG_MESSAGE);
  }
  let inflated = 0;
  await new Promise<void>((resolve, reject) => {
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      zip.close();
      reject(error);
    };
    zip.on('error', () => fail(badRequest(UNREADABLE_MESSAGE)));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error) return fail(badRequest(UNREADABLE_MESSAGE));
        stream.on('data', (chunk: Buffer) => {
          inflated += chunk.length;
          if (inflated > maxBytes) {
            stream.destroy();
            fail(badRequest(TOO_BIG_MESSAGE));
          }
        });
        stream.on('error', () => fail(badRequest(UNREADABLE_MESSAGE)));
        stream.on('end', () => zip.readEntry());
      });
    });
    zip.readEntry();
  });
}
