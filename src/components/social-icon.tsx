import type { SocialNetwork } from '@/config/site';
import type { IconName } from './icons';
import { SvgIcon } from './svg-icon';

const ICON_NAMES = {
  twitter: 'x',
  telegram: 'telegram',
  youtube: 'youtube',
  medium: 'medium',
  linkedin: 'linkedin',
} satisfies Record<SocialNetwork, IconName>;

/** The decorative icon of a social network; the link around it carries the name. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <SvgIcon name={ICON_NAMES[network]} />;
}
