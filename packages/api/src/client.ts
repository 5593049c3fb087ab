import { validate } from 'superstruct';
import { API_BASE, fillPath, type Endpoint } from './contract';
import { ApiError } from './errors';

export interface ClientOptions {
  /** Base URL of the API; defaults to the same-origin `/api/v1`. */
  baseUrl?: string;
  /** Reads the current session token; called on every request. */
  getToken?: () => string | null | undefined;
  fetch?: typeof fetch;
}

export interface CallInput<P, Q, B> {
  params?: P;
  query?: Q;
  body?: B;
  /** Files of a multipart call, by field name. */
  files?: Record<string, Blob | undefined>;
  /** Progress of a multipart upload, 0 to 1 (uses XMLHttpRequest, which reports upload progress). */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface ApiResult<D> {
  message: string;
  data: D;
}

export type ApiClient = <P, Q, B, D>(
  endpoint: Endpoint<P, Q, B, D>,
  input?: CallInput<P, Q, B>,
) => Promise<ApiResult<D>>;

function toQueryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function toFormData(body: unknown, files: Record<string, Blob | undefined> | undefined): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [key, file] of Object.entries(files ?? {})) if (file) form.append(key, file);
  return form;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

interface RawResponse {
  status: number;
  json: unknown;
}

function sendWithProgress(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      resolve({ status: xhr.status, json: parseJson(xhr.responseText) });
    };
    xhr.onerror = () => reject(new ApiError('Network error: the server could not be reached', 0));
    xhr.onabort = () => reject(new ApiError('The request was cancelled', 0));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

/**
 * Creates the typed client: `call(login, {body})` sends the request, reads the `{status, message, data}`
 * envelope, checks `data` against the endpoint's schema and resolves with `{message, data}`; any failure
 * rejects with one `ApiError` carrying the server's message (else the network error's).
 */
export function createApiClient(options: ClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? API_BASE;
  return async function call(endpoint, input = {}) {
    const url =
      baseUrl + fillPath(endpoint.path, input.params as Record<string, unknown>) + toQueryString(input.query);
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = endpoint.auth === 'none' ? null : options.getToken?.();
    if (token) headers.token = token;

    let raw: RawResponse;
    try {
      if (endpoint.multipart) {
        const form = toFormData(input.body, input.files);
        if (input.onUploadProgress && typeof XMLHttpRequest !== 'undefined') {
          raw = await sendWithProgress(
            url,
            endpoint.method,
            headers,
            form,
            input.onUploadProgress,
            input.signal,
          );
        } else {
          raw = await request(url, { method: endpoint.method, headers, body: form, signal: input.signal });
        }
      } else {
        const hasBody = input.body !== undefined && endpoint.method !== 'GET';
        if (hasBody) headers['content-type'] = 'application/json';
        raw = await request(url, {
          method: endpoint.method,
          headers,
          body: hasBody ? JSON.stringify(input.body) : undefined,
          signal: input.signal,
        });
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(error instanceof Error ? error.message : 'Network error', 0);
    }

    const envelope = (raw.json ?? {}) as {
      status?: unknown;
      message?: unknown;
      data?: unknown;
      code?: unknown;
    };
    const message = typeof envelope.message === 'string' ? envelope.message : '';
    const code = typeof envelope.code === 'string' ? envelope.code : undefined;
    if (raw.status < 200 || raw.status >= 300 || envelope.status !== true) {
      throw new ApiError(message || `Request failed with status code ${raw.status}`, raw.status, code);
    }
    const [failure, data] = validate(envelope.data, endpoint.data, { coerce: true });
    if (failure) {
      throw new ApiError(`Unexpected response from ${endpoint.path}: ${failure.message}`, raw.status);
    }
    return { message, data };
  };

  async function request(url: string, init: RequestInit): Promise<RawResponse> {
    const response = await (options.fetch ?? fetch)(url, init);
    return { status: response.status, json: parseJson(await response.text()) };
  }
}

/** Progress of a file answer: bytes received so far (the total is unknown while the server streams). */
export type DownloadProgress = (receivedBytes: number) => void;

export type FileDownloader = <P, Q, B, D>(
  endpoint: Endpoint<P, Q, B, D>,
  input?: Pick<CallInput<P, Q, B>, 'params' | 'query' | 'signal'> & { onProgress?: DownloadProgress },
) => Promise<DownloadedFile>;

/** A downloaded file and the name the server offered it under (Content-Disposition), if any. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

function filenameOf(disposition: string | null): string | null {
  const match = disposition && /filename="([^"]+)"/.exec(disposition);
  return match ? match[1]! : null;
}

/**
 * Fetches a file endpoint (`produces`: an export, a feed) with the session token and resolves with the
 * file, reporting bytes as they arrive; a failure rejects with the server's message, as `call` does.
 */
export function createFileDownloader(options: ClientOptions = {}): FileDownloader {
  const baseUrl = options.baseUrl ?? API_BASE;
  return async function download(endpoint, input = {}) {
    const url =
      baseUrl + fillPath(endpoint.path, input.params as Record<string, unknown>) + toQueryString(input.query);
    const headers: Record<string, string> = { accept: endpoint.produces ?? '*/*' };
    const token = endpoint.auth === 'none' ? null : options.getToken?.();
    if (token) headers.token = token;
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(url, { headers, signal: input.signal });
    } catch (error) {
      throw new ApiError(error instanceof Error ? error.message : 'Network error', 0);
    }
    if (!response.ok) {
      const envelope = (parseJson(await response.text()) ?? {}) as { message?: unknown; code?: unknown };
      const message = typeof envelope.message === 'string' ? envelope.message : '';
      const code = typeof envelope.code === 'string' ? envelope.code : undefined;
      throw new ApiError(
        message || `Request failed with status code ${response.status}`,
        response.status,
        code,
      );
    }
    const type = response.headers.get('content-type') ?? endpoint.produces ?? 'application/octet-stream';
    const filename = filenameOf(response.headers.get('content-disposition'));
    if (!response.body) return { blob: new Blob([await response.arrayBuffer()], { type }), filename };
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      input.onProgress?.(received);
    }
    return { blob: new Blob(chunks as BlobPart[], { type }), filename };
  };
}
