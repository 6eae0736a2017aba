import { screen, within } from '@testing-library/react';

/** The toasts on screen (Radix renders each as a list item in the "Notifications" region). */
export function getOpenToasts(): HTMLElement[] {
  const region = screen.queryByRole('region', { name: /^Notifications/ });
  if (!region) return [];
  return within(region)
    .queryAllByRole('listitem')
    .filter((item) => item.dataset.state === 'open');
}

/** The one open toast, failing when there is none or more than one. */
export function getOnlyToast(): HTMLElement {
  const toasts = getOpenToasts();
  if (toasts.length !== 1) {
    throw new Error(`Expected exactly one open toast, found ${toasts.length}`);
  }
  return toasts[0] as HTMLElement;
}
