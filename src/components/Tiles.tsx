import type { ReactNode } from 'react';
import { tileColumns } from '../lib/tiles.ts';

// Literal class names, so that Tailwind finds them in this file.
const BASE = ['', '[--cols:1]', '[--cols:2]'];
const SM = ['', 'sm:[--cols:1]', 'sm:[--cols:2]', 'sm:[--cols:3]', 'sm:[--cols:4]'];
const LG = ['', 'lg:[--cols:1]', 'lg:[--cols:2]', 'lg:[--cols:3]', 'lg:[--cols:4]'];

/**
 * A row of cards (`li` or `div` children) whose columns follow their number: see tileColumns.
 * `as="dl"` for figures, whose children are the `div` groups of a description list.
 */
export function Tiles({
  count,
  compact = false,
  maxPerRow = 4,
  wide = false,
  as: Tag = 'ul',
  className = '',
  children,
  ...rest
}: {
  count: number;
  compact?: boolean;
  /** The most cards in one row on wide screens. */
  maxPerRow?: number;
  /** A wider gap between the cards (1.5 rem instead of 1 rem). */
  wide?: boolean;
  as?: 'ul' | 'ol' | 'dl' | 'div' | 'section';
  className?: string;
  children?: ReactNode;
  'aria-label'?: string;
}) {
  const cols = tileColumns(count, { compact, maxPerRow });
  const classes = ['tiles', BASE[cols.base], SM[cols.sm], LG[cols.lg], wide ? '[--tile-gap:1.5rem]' : '', className];
  return (
    <Tag className={classes.filter(Boolean).join(' ')} {...rest}>
      {children}
    </Tag>
  );
}
