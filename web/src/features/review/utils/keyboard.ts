import type { ReviewRating } from '@/features/review/api/grade-review-card';

/** Where typing goes: keys pressed there are the text's, never a shortcut. */
const TEXT_ENTRY = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** Controls that answer Space and Enter themselves (a button presses, a link opens). */
const CONTROL =
  'button, a[href], summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"]';

/** Open layers whose keys are their own (a dialog, the drawer, a menu). */
const LAYER = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

function asElement(target: EventTarget | null): Element | null {
  return target instanceof Element ? target : null;
}

/** A key the Review screen should leave alone: typed into a field, in a dialog, or with a modifier. */
export function isKeyForSomethingElse(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return true;
  const target = asElement(event.target);
  return target !== null && (target.closest(TEXT_ENTRY) !== null || target.closest(LAYER) !== null);
}

/** Whether the focus is on a control that handles Space and Enter on its own. */
export function isOnControl(event: KeyboardEvent): boolean {
  return asElement(event.target)?.closest(CONTROL) != null;
}

export function isFlipKey(event: KeyboardEvent): boolean {
  return event.key === ' ' || event.key === 'Spacebar' || event.key === 'Enter';
}

/** 1–4 (top row or keypad) as a rating; null for any other key. */
export function ratingForKey(key: string): ReviewRating | null {
  switch (key) {
    case '1':
      return 1;
    case '2':
      return 2;
    case '3':
      return 3;
    case '4':
      return 4;
    default:
      return null;
  }
}
