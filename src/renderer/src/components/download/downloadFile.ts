// Downloads a file endpoint (a spreadsheet) as a blob with progress and cancellation, then
// hands it to the browser as a saved file. A refusal's JSON message is read from the blob.
import { AxiosError } from 'axios';
import { fillPath, type CallInput, type Endpoint } from '@shared/contract/endpoint';
import { ApiFailure, httpClient, toApiFailure } from '@renderer/api/http';

export interface DownloadOptions {
  signal?: AbortSignal;
  /** Bytes received so far (the server streams, so the total is unknown). */
  onProgress?: (bytes: number) => void;
}

function filenameOf(disposition: string | undefined, fallback: string): string {
  const match = disposition?.match(/filename\*=UTF-8''([^;]+)/);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

async function failureOf(error: unknown): Promise<ApiFailure> {
  if (error instanceof AxiosError && error.response?.data instanceof Blob) {
    try {
      const body = JSON.parse(await error.response.data.text()) as { message?: string };
      if (body.message) return new ApiFailure(error.response.status, body.message);
    } catch {
      // Not JSON: fall through to the generic failure.
    }
  }
  return toApiFailure(error);
}

export async function downloadFile<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  fallbackName: string,
  options: DownloadOptions = {},
): Promise<string> {
  const parts = input as { params?: Record<string, unknown>; query?: unknown };
  try {
    const reply = await httpClient.get<Blob>(fillPath(endpoint.path, parts.params), {
      params: parts.query,
      responseType: 'blob',
      timeout: 0,
      signal: options.signal,
      onDownloadProgress: (event) => options.onProgress?.(event.loaded),
    });
    const name = filenameOf(reply.headers['content-disposition'] as string | undefined, fallbackName);
    const url = URL.createObjectURL(reply.data);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = name;
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return name;
  } catch (error) {
    throw await failureOf(error);
  }
}
