// The room photos the inbox keeps have a cap on their total size (ROOM_PHOTOS_MAX_MB; Settings shows
// it and what is used): a flood held for review could otherwise fill the disk with them (10,000
// held messages of a 1.5 MB photo each were 15 GB). A photo that would go past it makes room first
// from the photos of held messages, the oldest first; if it still does not fit, it is not kept.
// A message whose photo went says so in the inbox. A delivered message's photo is never taken for
// another's.
import type { RoomPhotoStorage } from '../../shared/contract/notifications.ts';
import type { createInboxRepository, StoredRoomPhoto } from './repository.ts';

export const DEFAULT_ROOM_PHOTOS_MAX_BYTES = 250 * 1024 * 1024;

type Repository = ReturnType<typeof createInboxRepository>;

/** Whether `photo` may be kept, after making room for it (within the caller's transaction). */
export function makeRoomFor(inbox: Repository, photo: StoredRoomPhoto, maxBytes: number): boolean {
  let over = inbox.photoTotals().bytes + photo.data.length - maxBytes;
  if (over <= 0) return true;
  const held = inbox.heldPhotos();
  if (held.reduce((sum, { bytes }) => sum + bytes, 0) < over) return false;
  for (const { messageId, bytes } of held) {
    if (over <= 0) break;
    inbox.dropPhoto(messageId);
    over -= bytes;
  }
  return true;
}

/** What Settings shows of the room photos. */
export const roomPhotoStorage = (inbox: Repository, maxBytes: number): RoomPhotoStorage => ({ ...inbox.photoTotals(), maxBytes });
