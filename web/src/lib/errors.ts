import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from './baseQuery';

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}

/**
 * The text to show for a failed call: the server's own message when it sent
 * one, the transport messages for network and JSON failures, otherwise the
 * screen's fallback ("Failed to load closet", ...).
 */
export function errorText(error: ApiError | SerializedError | undefined | unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (typeof error.status !== 'number') return error.message;
  if (error.message === `HTTP ${error.status}` || error.message.trim() === '') return fallback;
  if (/^\s*</.test(error.message)) return fallback; // an HTML error page
  return error.message;
}

/** The server's message, or undefined when it sent none. */
export function serverMessage(error: unknown): string | undefined {
  const text = errorText(error, '');
  return text === '' ? undefined : text;
}

/** Unwraps an RTK Query mutation result into an ApiError, if it failed. */
export function apiErrorOf(result: { error?: unknown }): ApiError | undefined {
  return isApiError(result.error) ? result.error : undefined;
}
