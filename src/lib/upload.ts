import type { Lang } from '../i18n/languages.ts';
import { failure, type ApiResult } from './api-client.ts';

export type UploadProgress = { sent: number; total: number };

/** The percentage of a file sent, whole, never 100 before the server has answered. */
export const percentOf = (sent: number, total: number) => (total > 0 ? Math.min(99, Math.floor((sent / total) * 100)) : 0);

/** Every byte of the file is out: what follows is the server's (checking, cutting, queuing). */
export const allSent = ({ sent, total }: UploadProgress) => total > 0 && sent >= total;

/**
 * A file sent as a request's body with its progress (fetch reports none for an upload): the same origin,
 * session and language as the one client (src/lib/api-client.ts), the same result shape. Only API modules
 * call it; `signal` cancels the upload.
 */
export function uploadFile<T>(
  path: string,
  file: Blob,
  { lang, onProgress, signal }: { lang: Lang; onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal },
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', lang);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) =>
      onProgress?.({ sent: event.loaded, total: event.lengthComputable ? event.total : file.size });
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve({ ok: true, status: xhr.status, data: payload as T });
      else resolve(failure(xhr.status, payload, xhr.getResponseHeader('Retry-After')));
    };
    xhr.onerror = () => resolve(failure(0, null));
    xhr.onabort = () => resolve(failure(0, null));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
