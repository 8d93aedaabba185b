'use client';

import { LinkedinFilled, MediumOutlined, TelegramFilled, XOutlined, YoutubeFilled } from '@ant-design/icons';
import type { SocialNetwork } from '@/config/site';

// A client module: the icon package creates a React context when it loads, which server components cannot do.
const ICONS = {
  twitter: XOutlined,
  telegram: TelegramFilled,
  youtube: YoutubeFilled,
  medium: MediumOutlined,
  linkedin: LinkedinFilled,
} satisfies Record<SocialNetwork, unknown>;

/** The decorative icon of a social network; the link around it carries the name. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  const Icon = ICONS[network];
  return <Icon aria-hidden="true" />;
}
