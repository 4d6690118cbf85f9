import type { PhotoRef } from '../../../contract';

export interface PhotoChoice {
  photos: PhotoRef[];
  heroImageId: number | null;
}

/**
 * Adds photos at the end, each once. With no main photo yet, the first photo becomes it: a tour
 * without one shows no picture in the shop, and the user can move the star at once.
 */
export function addPhotos(choice: PhotoChoice, added: readonly PhotoRef[]): PhotoChoice {
  const have = new Set(choice.photos.map((p) => p.id));
  const photos = [...choice.photos];
  for (const photo of added) {
    if (have.has(photo.id)) continue;
    have.add(photo.id);
    photos.push(photo);
  }
  const heroImageId = choice.heroImageId ?? photos[0]?.id ?? null;
  return { photos, heroImageId };
}

/** Removes a photo; removing the main photo leaves none chosen (the tour screen warns about it). */
export function removePhoto(choice: PhotoChoice, id: number): PhotoChoice {
  return {
    photos: choice.photos.filter((p) => p.id !== id),
    heroImageId: choice.heroImageId === id ? null : choice.heroImageId,
  };
}
