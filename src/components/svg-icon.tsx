import type { CSSProperties } from 'react';
import type { IconName } from './icons';
import styles from './svg-icon.module.css';

/** The id of an icon's symbol in the page's icon sprite (./icon-sprite.tsx). */
export const symbolId = (name: IconName) => `icon-${name}`;

/**
 * An Ant Design icon drawn from the page's icon sprite, without the icon components' run time: usable in server
 * components and in the light first-load parts of pages. Decorative: the control around it carries the name.
 */
export function SvgIcon({
  name,
  className,
  style,
}: {
  name: IconName;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <span
      aria-hidden="true"
      className={className ? `${styles.icon} ${className}` : styles.icon}
      style={style}
    >
      <svg width="1em" height="1em" fill="currentColor">
        <use href={`#${symbolId(name)}`} />
      </svg>
    </span>
  );
}
