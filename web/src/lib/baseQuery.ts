import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestArgs {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: QueryParams;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  /**
   * Send an Idempotency-Key (one per call, kept across its retries) and retry
   * once when the answer is lost on the way: the server applies the action
   * once and answers the retry like the first call. Default: every
   * administrator's action (a non-GET call under /admin/).
   */
  idempotent?: boolean;
}

/** Retries of an idempotent call whose answer was lost (network error or a gateway's 502-504). */
export const IDEMPOTENT_RETRIES = 1;

const lostAnswer = (status: number) => status === 502 || status === 503 || status === 504;

function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** Every failed call resolves to this shape; `message` is what the person sees. */
export interface ApiError {
  /** The HTTP status, or FETCH_ERROR / PARSING_ERROR when no usable answer arrived. */
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR';
  message: string;
  code?: string;
  error_type?: string;
}

export const NETWORK_ERROR_MESSAGE =
  'Network error contacting the server. Please ensure the backend is running.';
export const INVALID_JSON_MESSAGE = 'Invalid JSON response from server';

/** Consecutive 401 answers to authenticated calls after which the session counts as expired. */
export const SESSION_EXPIRY_THRESHOLD = 5;

export interface BaseQueryOptions {
  /** API origin and path prefix; '' means the page's own origin. */
  baseUrl: string;
  getToken: () => string | null;
  onSessionExpired: (api: BaseQueryApi) => void;
  /** An answer the page already holds for a guest's GET of this address (lib/firstAnswers). */
  firstAnswer?: (href: string) => unknown;
}

export type AppBaseQuery = BaseQueryFn<string | RequestArgs, unknown, ApiError>;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The JSON value of text, or undefined when it is not JSON. */
export function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function buildUrl(baseUrl: string, path: string, params: QueryParams = {}): string {
  const url = new URL(baseUrl + path, window.location.origin);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') {
      url.searchParams.set(key, String(value));
    }
  }
  return url.href;
}

/**
 * The message for a non-OK answer: the body's `error` field, else its `message`
 * field, else the raw body text, else "HTTP <status>".
 */
function errorFromResponse(status: number, text: string): ApiError {
  const body = tryParseJson(text);
  const fields = isRecord(body) ? body : {};
  const message =
    nonEmptyString(fields.error) ??
    nonEmptyString(fields.message) ??
    nonEmptyString(text) ??
    `HTTP ${status}`;
  const error: ApiError = { status, message };
  const code = nonEmptyString(fields.code);
  const errorType = nonEmptyString(fields.error_type);
  if (code) error.code = code;
  if (errorType) error.error_type = errorType;
  return error;
}

/**
 * The one base query of the app: sends JSON with the stored bearer token and
 * turns every failure into an ApiError carrying the specification's message.
 */
export function createBaseQuery({ baseUrl, getToken, onSessionExpired, firstAnswer }: BaseQueryOptions): AppBaseQuery {
  let unauthorizedStreak = 0;

  return async (args, api) => {
    const { url, method = 'GET', params, body, idempotent } = typeof args === 'string' ? { url: args } : args;
    const token = getToken();
    const href = buildUrl(baseUrl, url, params);
    if (method === 'GET' && !token && firstAnswer) {
      const answer = firstAnswer(href);
      if (answer !== undefined) return { data: answer };
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    const keyed = idempotent ?? (method !== 'GET' && url.startsWith('/admin/'));
    if (keyed) headers['Idempotency-Key'] = newIdempotencyKey();

    let status = 0;
    let ok = false;
    let text = '';
    for (let attempt = 0; ; attempt++) {
      const retry = keyed && attempt < IDEMPOTENT_RETRIES;
      try {
        const response = await fetch(href, {
          method,
          headers,
          body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
          signal: api.signal,
        });
        ({ status, ok } = response);
        text = await response.text();
      } catch {
        if (retry && !api.signal.aborted) continue;
        return { error: { status: 'FETCH_ERROR', message: NETWORK_ERROR_MESSAGE } };
      }
      if (!(retry && lostAnswer(status))) break;
    }

    if (token) {
      unauthorizedStreak = status === 401 ? unauthorizedStreak + 1 : 0;
      if (unauthorizedStreak >= SESSION_EXPIRY_THRESHOLD) onSessionExpired(api);
    }

    if (!ok) return { error: errorFromResponse(status, text) };
    if (text.trim() === '') return { data: null };
    const data = tryParseJson(text);
    if (data === undefined) {
      return { error: { status: 'PARSING_ERROR', message: INVALID_JSON_MESSAGE } };
    }
    return { data };
  };
}
