import type { GalleryImage } from '@/components/Gallery/Gallery';
import type { Item } from './types';

/** Every photo of a bag, main first, without duplicates. */
export function photoUrls(item: Pick<Item, 'image_url' | 'images' | 'additional_images'>): string[] {
  const urls = [item.image_url, ...(item.additional_images ?? [])].filter((u): u is string => Boolean(u));
  const all = urls.length > 0 ? urls : (item.images ?? []).filter(Boolean);
  return [...new Set(all)];
}

/** Photos with their thumbnails for the gallery. */
export function galleryImages(item: Item): GalleryImage[] {
  const urls = photoUrls(item);
  const thumbs = item.thumbnails ?? [];
  const images = item.images ?? [];
  return urls.map((src) => {
    const i = images.indexOf(src);
    return { src, thumb: (i >= 0 ? thumbs[i] : undefined) ?? (src === item.image_url ? item.thumbnail_url : undefined) };
  });
}

/** The picture for a card: the thumbnail when there is one (api/first_screen.go cardPhotos preloads the same). */
export function cardImage(item: Item): string | undefined {
  return item.thumbnail_url || item.image_url || item.images?.[0];
}

export function ownerIdOf(item: Pick<Item, 'owner_id' | 'user_id'>): string | undefined {
  return item.owner_id || item.user_id || undefined;
}
