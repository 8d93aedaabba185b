import { createElement, type CSSProperties, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

function renderNode(node: AbstractNode, key?: number): ReactNode {
  return createElement(
    node.tag,
    { key, ...node.attrs },
    node.children?.map((child, index) => renderNode(child, index)),
  );
}

/**
 * An Ant Design icon drawn from its SVG definition (`@ant-design/icons-svg`), without the icon components'
 * run time: usable in server components and in the light first-load parts of pages. Decorative: the control
 * around it carries the name.
 */
export function SvgIcon({
  icon,
  className,
  style,
}: {
  icon: IconDefinition;
  className?: string;
  style?: CSSProperties;
}) {
  if (typeof icon.icon === 'function') throw new Error(`two-tone icon ${icon.name} is not supported`);
  const { attrs, children } = icon.icon;
  return (
    <span aria-hidden="true" className={`svg-icon${className ? ` ${className}` : ''}`} style={style}>
      <svg {...attrs} width="1em" height="1em" fill="currentColor">
        {children?.map((child, index) => renderNode(child, index))}
      </svg>
    </span>
  );
}
