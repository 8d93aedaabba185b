import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import CopyOutlined from '@ant-design/icons-svg/es/asn/CopyOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import LinkedinFilled from '@ant-design/icons-svg/es/asn/LinkedinFilled';
import MediumOutlined from '@ant-design/icons-svg/es/asn/MediumOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import TelegramFilled from '@ant-design/icons-svg/es/asn/TelegramFilled';
import WechatFilled from '@ant-design/icons-svg/es/asn/WechatFilled';
import XOutlined from '@ant-design/icons-svg/es/asn/XOutlined';
import YoutubeFilled from '@ant-design/icons-svg/es/asn/YoutubeFilled';

/**
 * The Ant Design icons of the light parts of pages (decision 0012), drawn once per page in the icon sprite
 * (./svg-icon.tsx) and referenced by name wherever they show.
 */
export const ICONS = {
  check: CheckOutlined,
  close: CloseOutlined,
  copy: CopyOutlined,
  down: DownOutlined,
  linkedin: LinkedinFilled,
  medium: MediumOutlined,
  menu: MenuOutlined,
  search: SearchOutlined,
  star: StarOutlined,
  'star-filled': StarFilled,
  telegram: TelegramFilled,
  wechat: WechatFilled,
  x: XOutlined,
  youtube: YoutubeFilled,
} as const;

export type IconName = keyof typeof ICONS;
