import { describe, expect, it } from 'vitest';
import { isTypingTarget } from './use-queue-shortcuts';

describe('isTypingTarget', () => {
  it('When a key lands in a text field, then the shortcuts leave it alone; on a checkbox or button they act', () => {
    const make = <K extends keyof HTMLElementTagNameMap>(tag: K, type?: string) => {
      const element = document.createElement(tag);
      if (type && element instanceof HTMLInputElement) element.type = type;
      return element;
    };
    expect(isTypingTarget(make('input', 'text'))).toBe(true);
    expect(isTypingTarget(make('input', 'search'))).toBe(true);
    expect(isTypingTarget(make('textarea'))).toBe(true);
    expect(isTypingTarget(make('select'))).toBe(true);
    const editable = make('div');
    editable.contentEditable = 'true';
    // jsdom does not compute isContentEditable; the browser does.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTypingTarget(editable)).toBe(true);
    expect(isTypingTarget(make('input', 'checkbox'))).toBe(false);
    expect(isTypingTarget(make('button'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
