import { config } from '@/config';
import { NETWORK_ERROR_MESSAGE } from '@/lib/baseQuery';
import { readStoredToken } from '@/lib/session';
import { ADMIN_MESSAGES } from '@/features/admin/messages';

/** The file name from a Content-Disposition header, if it names one. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match ? decodeURIComponent(match[1]) : fallback;
}

/** Hands a blob to the browser as a download. Replaced in tests. */
export const saver = {
  save(blob: Blob, fileName: string) {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
};

/**
 * Downloads the ledger as CSV with the current filters: fetched with the
 * bearer token (a plain link could not send it) and saved from a Blob.
 * Resolves to the file name, or throws an Error with the message to show.
 */
export async function exportTransactionsCsv(filters: Record<string, string | undefined>): Promise<string> {
  const url = new URL(`${config.apiBase}/admin/transactions/export`, window.location.origin);
  for (const [key, value] of Object.entries(filters)) if (value) url.searchParams.set(key, value);
  const token = readStoredToken();
  let response: Response;
  try {
    response = await fetch(url.href, { headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  } catch {
    throw new Error(NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    let message: string = ADMIN_MESSAGES.exportCsv;
    try {
      const body: unknown = JSON.parse(await response.text());
      if (body && typeof body === 'object') {
        const { error, message: text } = body as { error?: unknown; message?: unknown };
        if (typeof error === 'string' && error) message = error;
        else if (typeof text === 'string' && text) message = text;
      }
    } catch {
      // not JSON: keep the fallback
    }
    throw new Error(message);
  }
  const blob = await response.blob();
  const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  const name = fileNameFrom(response.headers.get('Content-Disposition'), `transactions-${today}.csv`);
  saver.save(blob, name);
  return name;
}
