import '@/lib/zod-config';
import { z } from 'zod';

// Text that people typed: control characters have no place in it. NUL is among them, and PostgreSQL cannot
// store it at all, so a request carrying one would otherwise fail in the database instead of here.
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
// Tab, line feed and carriage return are allowed in text of several lines; no other control.
const TEXT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Bidirectional overrides, embeddings, isolates and marks (Unicode's Bidi_Control characters): they make a text
// read differently from what it is (`Uniswap\u2066 (confirmed exploit)\u2069`, a reversed link). Refused in every
// text people type, whoever reads it later: one rule, rather than a list of the fields shown to others.
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/** One line of text (names, titles, keywords, ids, links): no control character at all, bidirectional ones included. */
export const lineText = () =>
  z
    .string()
    .refine((value) => !LINE_CONTROLS.test(value) && !BIDI_CONTROLS.test(value), CONTROL_CHARACTERS_MESSAGE);

/**
 * Text of several lines (descriptions, reasons, messages, traces): tabs and line breaks, no other control
 * character, no bidirectional control.
 */
export const multiLineText = () =>
  z
    .string()
    .refine((value) => !TEXT_CONTROLS.test(value) && !BIDI_CONTROLS.test(value), CONTROL_CHARACTERS_MESSAGE);

/** A name shown back to people (watchlists, wallets): one line of text, under the same rule. */
export const displayName = lineText;

/** True when a string carries NUL, which no text field accepts and the database cannot store. */
export const hasNul = (value: string) => value.includes('\u0000');
