'use client';

import { useState } from 'react';
import { AVATAR_CACHE_BUSTER_MS } from '@/config/constants';
import styles from './user-avatar.module.css';

/**
 * The avatar: the bucket's picture by username with a per-minute cache buster, then the
 * user's image field, then the upper-case first letter of the e-mail.
 */
export function UserAvatar({
  username,
  email,
  image,
  hasPicture,
  size = 32,
}: {
  username: string;
  email: string;
  image: string | null;
  hasPicture: boolean;
  size?: number;
}) {
  const [failed, setFailed] = useState<string[]>([]);
  const [minute] = useState(() => Math.floor(Date.now() / AVATAR_CACHE_BUSTER_MS));
  const sources = [hasPicture ? `/avatars/${username}?t=${minute}` : null, image].filter(
    (source): source is string => Boolean(source) && !failed.includes(source!),
  );
  const letter = (email.trim()[0] ?? '?').toUpperCase();
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: size / 2.2 }}>
      {sources[0] ? (
        // A user's own picture from our bucket or their identity provider: no resizing to gain.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={sources[0]}
          alt={`${username}'s avatar`}
          onError={() => setFailed((list) => [...list, sources[0]!])}
        />
      ) : (
        letter
      )}
    </span>
  );
}
