import { createElement, type CSSProperties, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import { ICONS, type IconName } from './icons';

const symbolId = (name: IconName) => `icon-${name}`;

function shapeOf(icon: IconDefinition): AbstractNode {
  if (typeof icon.icon === 'function') throw new Error(`two-tone icon ${icon.name} is not supported`);
  return icon.icon;
}

function renderNode(node: AbstractNode, key?: number): ReactNode {
  return createElement(
    node.tag,
    { key, ...node.attrs },
    node.children?.map((child, index) => renderNode(child, index)),
  );
}

/**
 * The icons of ./icons.ts as SVG symbols, once per page (the root layout): each icon shown is then a short
 * reference to its symbol rather than its whole drawing.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: 'absolute' }}>
      {Object.entries(ICONS).map(([name, icon]) => {
        const { attrs, children } = shapeOf(icon);
        return (
          <symbol
            key={name}
            id={symbolId(name as IconName)}
            viewBox={attrs.viewBox}
            fillRule={attrs['fill-rule'] as 'evenodd' | undefined}
          >
            {children?.map((child, index) => renderNode(child, index))}
          </symbol>
        );
      })}
    </svg>
  );
}

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
    <span aria-hidden="true" className={`svg-icon${className ? ` ${className}` : ''}`} style={style}>
      <svg width="1em" height="1em" fill="currentColor">
        <use href={`#${symbolId(name)}`} />
      </svg>
    </span>
  );
}
