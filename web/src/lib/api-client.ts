import type { ErrorBody } from '@app/contracts';
import { withoutFieldKey } from './error-text';

/**
 * The one HTTP client of the web app. Every call sends the session cookie and speaks JSON; any non-ok
 * answer becomes an ApiError whose message is `${status}: ${message}` (spec section 8), where message is
 * the server's JSON `message`, else the raw answer text, else the status text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly field: string | undefined;
  /** What the server said, without the status prefix: the text to show a person. */
  readonly serverMessage: string;
  /** A rate limit's wait, when the server states it (ErrorBody.retryAfterSeconds): for a countdown. */
  readonly retryAfterSeconds: number | undefined;
  /** That wait as a moment (epoch ms), counted from when the answer arrived: a countdown shown later stays true. */
  readonly retryAt: number | undefined;

  constructor(status: number, serverMessage: string, code?: string, field?: string, retryAfterSeconds?: number) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
    this.field = field;
    this.retryAfterSeconds = retryAfterSeconds;
    this.retryAt = retryAfterSeconds === undefined ? undefined : Date.now() + retryAfterSeconds * 1000;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The message to show a person for any failure (toasts): the server's own words when there are some,
 * without the internal "field: " key a 400 puts in front of them (the one place every toast goes through).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.serverMessage ? withoutFieldKey(error.serverMessage, error.field) : fallback;
  return fallback;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Added to the URL; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Sent as they are (e.g. an Idempotency-Key). */
  headers?: Record<string, string>;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(response: Response, text: string): ApiError {
  const body = parseJson(text) as Partial<ErrorBody> | undefined;
  const bodyMessage = body && typeof body === 'object' && typeof body.message === 'string' ? body.message : undefined;
  const message = bodyMessage ?? (text.trim() || response.statusText || 'Request failed');
  const code = body && typeof body.code === 'string' ? body.code : undefined;
  const field = body && typeof body.field === 'string' ? body.field : undefined;
  const retryAfterSeconds = body && typeof body.retryAfterSeconds === 'number' && body.retryAfterSeconds > 0 ? body.retryAfterSeconds : undefined;
  return new ApiError(response.status, message, code, field, retryAfterSeconds);
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const hasBody = body !== undefined;
  const response = await fetch(withQuery(path, options.query), {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
    body: hasBody ? JSON.stringify(body) : undefined,
    signal: options.signal,
  });
  const text = await response.text();
  if (!response.ok) throw toApiError(response, text);
  // 204 and empty bodies resolve to undefined; callers that expect nothing type T as void.
  if (!text) return undefined as T;
  const data = parseJson(text);
  // An ok answer that is not JSON is not from the API (e.g. an HTML page from a misrouted proxy).
  if (data === undefined) throw new ApiError(response.status, 'Invalid JSON response from server', 'BAD_GATEWAY');
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
