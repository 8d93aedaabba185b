import LinkedinFilled from '@ant-design/icons-svg/es/asn/LinkedinFilled';
import MediumOutlined from '@ant-design/icons-svg/es/asn/MediumOutlined';
import TelegramFilled from '@ant-design/icons-svg/es/asn/TelegramFilled';
import XOutlined from '@ant-design/icons-svg/es/asn/XOutlined';
import YoutubeFilled from '@ant-design/icons-svg/es/asn/YoutubeFilled';
import type { SocialNetwork } from '@/config/site';
import { SvgIcon } from './svg-icon';

const ICONS = {
  twitter: XOutlined,
  telegram: TelegramFilled,
  youtube: YoutubeFilled,
  medium: MediumOutlined,
  linkedin: LinkedinFilled,
} satisfies Record<SocialNetwork, unknown>;

/** The decorative icon of a social network; the link around it carries the name. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <SvgIcon icon={ICONS[network]} />;
}
