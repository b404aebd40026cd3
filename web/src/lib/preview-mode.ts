import { readString, storageKeys } from './storage';

/**
 * Spec §4: preview mode is switched by visiting /set_preview_mode and /unset_preview_mode. While it is
 * set, content requests ask for drafts, which the server shows to admin users only.
 */
export function isPreviewMode(): boolean {
  return readString(storageKeys.previewMode) === 'true';
}
