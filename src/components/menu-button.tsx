'use client';

import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useKeepInViewport } from '@/hooks/use-keep-in-viewport';
import { useReadyControl } from '@/hooks/use-ready-control';
import styles from './menu-button.module.css';

export type MenuItem =
  | { readonly key: string; readonly label: ReactNode; readonly href: string }
  | { readonly key: string; readonly label: ReactNode; readonly onSelect: () => void }
  | { readonly key: string; readonly type: 'divider' };

interface MenuButtonProps {
  /** The trigger's content. */
  readonly children: ReactNode;
  readonly items: readonly MenuItem[];
  /** The trigger's accessible name when its content is not text (an avatar). */
  readonly ariaLabel?: string;
  readonly className?: string;
  /** Desktop menus also open when pointed at. */
  readonly opensOnHover?: boolean;
  readonly align?: 'start' | 'end';
}

// The pointer may cross the gap between the trigger and the menu.
const HOVER_CLOSE_DELAY_MS = 100;

/**
 * A button that opens a menu of links and actions (the WAI-ARIA menu button pattern): click, Enter, Space or
 * the down arrow opens it (with `opensOnHover`, pointing at it too, until the pointer leaves or a press keeps
 * it open), the arrows, Home and End move through it, Escape closes it and gives the focus back, a click
 * elsewhere or a navigation closes it.
 */
export function MenuButton({
  children,
  items,
  ariaLabel,
  className,
  opensOnHover = false,
  align = 'start',
}: MenuButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const ready = useReadyControl();
  const menuId = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The menu stays inside the viewport, shifted sideways if it would leave it.
  const menuRef = useRef<HTMLUListElement>(null);
  const placeMenu = useKeepInViewport(menuRef);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  // How the open menu was opened: pointed at, it closes when the pointer leaves; pressed, it stays until a press
  // elsewhere, Escape or another press of the trigger.
  const openedBy = useRef<'pointer' | 'press'>('press');
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setIsOpen(false);
  }

  const menuItems = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = useCallback((restoreFocus: boolean) => {
    setIsOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  }, []);

  useLayoutEffect(() => {
    if (isOpen) placeMenu();
  }, [isOpen, placeMenu]);

  useEffect(() => {
    if (!isOpen) return;
    if (focusOnOpen.current) {
      const all = menuItems();
      (focusOnOpen.current === 'first' ? all[0] : all.at(-1))?.focus();
      focusOnOpen.current = null;
    }
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close(rootRef.current?.contains(document.activeElement) ?? false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, close]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const open = (focus: 'first' | 'last' | null) => {
    focusOnOpen.current = focus;
    openedBy.current = 'press';
    setIsOpen(true);
  };
  // A press on the trigger of a menu that the pointer has just opened keeps it open: the pointer reaches the
  // trigger before the press does, and a visitor who clicks asks for the menu, not for it to close.
  const onTriggerClick = (event: MouseEvent<HTMLButtonElement>) => {
    const focus = event.detail === 0 ? 'first' : null;
    if (!isOpen) open(focus);
    else if (openedBy.current === 'pointer') {
      openedBy.current = 'press';
      clearTimeout(closeTimer.current);
      if (focus) menuItems()[0]?.focus();
    } else close(false);
  };
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const focus = event.key === 'ArrowDown' ? 'first' : 'last';
    if (!isOpen) open(focus);
    else {
      const all = menuItems();
      (focus === 'first' ? all[0] : all.at(-1))?.focus();
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = menuItems();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      all[(next + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(all.length - 1);
    else if (event.key === 'Tab') close(false);
  };
  const hover = opensOnHover
    ? {
        onPointerEnter: (event: PointerEvent) => {
          if (event.pointerType !== 'mouse') return;
          clearTimeout(closeTimer.current);
          if (isOpen) return;
          openedBy.current = 'pointer';
          setIsOpen(true);
        },
        onPointerLeave: (event: PointerEvent) => {
          if (event.pointerType !== 'mouse' || openedBy.current !== 'pointer') return;
          closeTimer.current = setTimeout(() => setIsOpen(false), HOVER_CLOSE_DELAY_MS);
        },
      }
    : {};

  return (
    <span ref={rootRef} className={styles.root} {...hover}>
      <button
        ref={triggerRef}
        type="button"
        className={className}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        {...ready}
        // Opened from the keyboard (a click of detail 0), the menu takes the focus.
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {children}
      </button>
      {isOpen && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          className={`${styles.menu} ${styles[align]}`}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) =>
            'type' in item ? (
              <li key={item.key} role="separator" className={styles.divider} />
            ) : (
              <li key={item.key} role="none">
                {'href' in item ? (
                  <Link role="menuitem" href={item.href} className={styles.item} onClick={() => close(false)}>
                    {item.label}
                  </Link>
                ) : (
                  <button
                    type="button"
                    role="menuitem"
                    className={styles.item}
                    onClick={() => {
                      close(true);
                      item.onSelect();
                    }}
                  >
                    {item.label}
                  </button>
                )}
              </li>
            ),
          )}
        </ul>
      )}
    </span>
  );
}
