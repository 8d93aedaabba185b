'use client';

import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { SvgIcon } from '@/components/svg-icon';
import { isShown, isTypingTarget, SEARCH_PLACEHOLDER } from './search-shared';
import type { ProjectSearch, ProjectSearchProps } from './project-search';
import styles from './project-search-launcher.module.css';

type LiveSearch = typeof ProjectSearch;

/**
 * The header's project search as the page first shows it: a plain box that costs no script. The search itself
 * (its drop-down, results and keys: ./project-search.tsx) loads when the visitor turns to the box (pointer,
 * focus, typing or the slash key) and takes its place, keeping what was typed and the focus.
 */
export function ProjectSearchLauncher(props: ProjectSearchProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [Live, setLive] = useState<ComponentType<Parameters<LiveSearch>[0]> | null>(null);
  const [keyword, setKeyword] = useState('');
  const [hasFocus, setHasFocus] = useState(false);
  const isLoading = useRef(false);
  const listId = useId();

  const activate = () => {
    if (isLoading.current) return;
    isLoading.current = true;
    import('./project-search').then(
      (module) => setLive(() => module.ProjectSearch),
      () => {
        // Offline: the next attempt loads it again.
        isLoading.current = false;
      },
    );
  };

  // The slash key focuses the box (and leaves it when it has focus) until the search takes over.
  useEffect(() => {
    if (Live || props.hasSlashShortcut === false) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const input = inputRef.current;
      if (!input || !isShown(input)) return;
      if (document.activeElement === input) {
        event.preventDefault();
        input.blur();
      } else if (!isTypingTarget(event.target)) {
        event.preventDefault();
        input.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [Live, props.hasSlashShortcut]);

  if (Live) return <Live {...props} initialKeyword={keyword} hasFocus={hasFocus} />;
  return (
    <span className={styles.box} style={{ width: props.width ?? 320 }}>
      <SvgIcon name="search" className={styles.icon} />
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        aria-label={props.label ?? 'Search projects'}
        aria-expanded={false}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={SEARCH_PLACEHOLDER}
        value={keyword}
        onPointerDown={activate}
        onFocus={() => {
          setHasFocus(true);
          activate();
        }}
        onBlur={() => setHasFocus(false)}
        onChange={(event) => {
          setKeyword(event.target.value);
          activate();
        }}
      />
      {/* The results' list, empty until the search has loaded. */}
      <span id={listId} role="listbox" aria-label="Projects" hidden />
    </span>
  );
}
