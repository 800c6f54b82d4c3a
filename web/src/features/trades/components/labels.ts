import { config } from '@/config';
import { readStoredToken } from '@/lib/session';

/**
 * Opens a label. Labels made by the API itself need the login, so they are
 * downloaded with the token and opened from memory; carrier URLs open directly.
 */
export async function openLabel(url: string): Promise<void> {
  const win = window.open('', '_blank');
  const absolute = new URL(url, window.location.origin + config.apiBase + '/');
  const ours = absolute.origin === window.location.origin || (config.apiBase && absolute.href.startsWith(config.apiBase));
  if (!ours) {
    if (win) win.location.href = absolute.href;
    else window.location.assign(absolute.href);
    return;
  }
  const token = readStoredToken();
  const response = await fetch(absolute.href, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    win?.close();
    throw new Error(`HTTP ${response.status}`);
  }
  const blobUrl = URL.createObjectURL(await response.blob());
  if (win) win.location.href = blobUrl;
  else window.location.assign(blobUrl);
}
