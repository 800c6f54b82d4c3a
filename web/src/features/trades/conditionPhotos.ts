import { config } from '@/config';
import type { Schema } from '@/lib/apiTypes';
import { readStoredToken } from '@/lib/session';

export type ConditionPhoto = Schema<'ConditionPhoto'>;
export type Handover = 'received' | 'returned';

/** Photos one member attaches to one confirmation (the server's limit too). */
export const MAX_CONDITION_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export const CONDITION_PHOTO_MESSAGES = {
  tooMany: `You can attach at most ${MAX_CONDITION_PHOTOS} photos`,
  tooLarge: 'Each photo must be 5 MB or smaller',
  notImage: 'Only JPEG, PNG or WebP photos are allowed',
  failed: 'The photo could not be uploaded. Please try again.',
} as const;

/** Why a picked file cannot be sent, before any upload. */
export function checkPhotoFile(file: File): string | null {
  if (file.type && !/^image\/(jpeg|png|webp)$/.test(file.type)) return CONDITION_PHOTO_MESSAGES.notImage;
  if (file.size > MAX_PHOTO_BYTES) return CONDITION_PHOTO_MESSAGES.tooLarge;
  return null;
}

function request(method: string, url: string): XMLHttpRequest {
  const xhr = new XMLHttpRequest();
  xhr.open(method, `${config.apiBase}${url}`);
  const token = readStoredToken();
  if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
  return xhr;
}

function messageOf(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { error?: string };
    if (body.error) return body.error;
  } catch {
    // not JSON: the generic message
  }
  return CONDITION_PHOTO_MESSAGES.failed;
}

/**
 * Uploads one photo for the caller's confirmation of the handover, reporting
 * progress (0-1); resolves with the stored photo, rejects with the message to show.
 * Sent by XMLHttpRequest: fetch reports no upload progress.
 */
export function uploadConditionPhoto(tradeId: string, handover: Handover, file: File, onProgress: (share: number) => void): Promise<ConditionPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = request('POST', `/trades/${encodeURIComponent(tradeId)}/condition-photos?handover=${handover}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status !== 201) {
        reject(new Error(messageOf(xhr)));
        return;
      }
      try {
        const body = JSON.parse(xhr.responseText) as { photos: ConditionPhoto[] };
        resolve(body.photos[0]);
      } catch {
        reject(new Error(CONDITION_PHOTO_MESSAGES.failed));
      }
    };
    xhr.onerror = () => reject(new Error(CONDITION_PHOTO_MESSAGES.failed));
    const form = new FormData();
    form.append('photos', file, file.name);
    xhr.send(form);
  });
}

/** Removes an upload no confirmation has attached; a failure only leaves it to the server's daily sweep. */
export function removeConditionPhoto(tradeId: string, photoId: string): Promise<void> {
  return new Promise((resolve) => {
    const xhr = request('DELETE', `/trades/${encodeURIComponent(tradeId)}/condition-photos/${encodeURIComponent(photoId)}`);
    xhr.onloadend = () => resolve();
    xhr.send();
  });
}
