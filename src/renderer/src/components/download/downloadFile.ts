// Downloads a file endpoint (a spreadsheet) as a blob with progress and cancellation, then
// hands it to the browser as a saved file. A refusal's JSON message is read from the blob.
import { fillPath, type CallInput, type Endpoint } from '@shared/contract/endpoint';
import { ApiFailure, failureOfReply, NETWORK_ERROR_MESSAGE, parsedBody } from '@renderer/api/http';
import { buildOf, progressClient } from '@renderer/api/progress-transport';
import { noticeServerBuild } from '@renderer/api/server-build';

export interface DownloadOptions {
  signal?: AbortSignal;
  /** Bytes received so far (the server streams, so the total is unknown). */
  onProgress?: (bytes: number) => void;
}

function filenameOf(disposition: string | undefined, fallback: string): string {
  const match = disposition?.match(/filename\*=UTF-8''([^;]+)/);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

async function fetchBlob(url: string, query: unknown, options: DownloadOptions) {
  try {
    return await progressClient.get<Blob>(url, {
      params: query,
      responseType: 'blob',
      timeout: 0,
      signal: options.signal,
      onDownloadProgress: (event) => options.onProgress?.(event.loaded),
    });
  } catch {
    throw new ApiFailure(0, NETWORK_ERROR_MESSAGE);
  }
}

export async function downloadFile<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  fallbackName: string,
  options: DownloadOptions = {},
): Promise<string> {
  const parts = input as { params?: Record<string, unknown>; query?: unknown };
  const reply = await fetchBlob(fillPath(endpoint.path, parts.params), parts.query, options);
  noticeServerBuild(buildOf(reply));
  // A refusal comes as JSON inside the blob.
  if (reply.status < 200 || reply.status >= 300) throw failureOfReply(reply.status, parsedBody(await reply.data.text()));
  const name = filenameOf(reply.headers['content-disposition'] as string | undefined, fallbackName);
  const url = URL.createObjectURL(reply.data);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
