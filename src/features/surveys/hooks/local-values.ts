'use client';

import { STORAGE_KEYS } from '@/config/constants';
import { USER_TYPES, type UserType } from '@/contracts/constants';

// The surveys' local browser storage: userType and survey-last-notification-time. A browser
// that refuses storage simply counts as one where nothing was stored.

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the survey then shows again next time.
  }
}

export function storedUserType(): UserType | null {
  const value = read(STORAGE_KEYS.userType);
  return (USER_TYPES as readonly string[]).includes(value ?? '') ? (value as UserType) : null;
}

export const storeUserType = (value: UserType) => write(STORAGE_KEYS.userType, value);

/** The last time (ms) the user chose 'I'll do it later', or null. */
export function lastNotificationTime(): number | null {
  const value = Number(read(STORAGE_KEYS.surveyLastNotificationTime));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export const storeLastNotificationTime = (time: number) =>
  write(STORAGE_KEYS.surveyLastNotificationTime, String(time));
