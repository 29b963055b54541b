import { screen } from '@testing-library/react';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The control labelled `text`. A required field's label ends with a visual " *" that is aria-hidden (so a
 * screen reader, and the accessible name, say just the label); label-text queries see it, so it is allowed here.
 */
export function fieldByLabel<T extends HTMLElement = HTMLInputElement>(text: string): T {
  return screen.getByLabelText(new RegExp(`^${escape(text)}( \\*)?$`)) as T;
}

export function queryFieldByLabel(text: string): HTMLElement | null {
  return screen.queryByLabelText(new RegExp(`^${escape(text)}( \\*)?$`));
}

/** The text of the messages a field points at through aria-describedby (its error first, then its hint). */
export function describedTextOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Only the error a field points at (the UI kit gives it the id `<input id>-error`). */
export function errorOf(field: HTMLElement): string {
  return document.getElementById(`${field.id}-error`)?.textContent ?? '';
}
