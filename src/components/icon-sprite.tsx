'use client';

import { createElement, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import { ICONS, type IconName } from './icons';
import { symbolId } from './svg-icon';
import styles from './icon-sprite.module.css';

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
 * reference to its symbol rather than its whole drawing. A client component without props: the drawings come
 * to the browser once in the cached script, not again in each page's data.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className={styles.sprite}>
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
