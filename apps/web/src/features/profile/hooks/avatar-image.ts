import { AVATAR_MAX_BYTES } from '@lootbay/shared/schemas/account';

/** The picture kinds the server accepts. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Longest side sent: enough for the server's own resizing, small enough for any phone upload. */
const UPLOAD_SIDE = 512;

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A picture as a data URL ready to upload: small files go as they are; larger ones are scaled
 * down in the browser first so that a camera photo fits the upload limit.
 */
export async function avatarUpload(file: File): Promise<string> {
  if (file.size <= AVATAR_MAX_BYTES / 2) return readAsDataUrl(file);
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, UPLOAD_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.9);
}
