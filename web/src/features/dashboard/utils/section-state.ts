/**
 * What a dashboard section shows: the guest's stand-in (no call is made for guests), its loading
 * or error state, or its data. Each section renders its own, so one failed call never blanks the
 * rest of the dashboard.
 */
export type SectionState<Ready extends object> =
  | { status: 'guest' }
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | ({ status: 'ready' } & Ready);

export const GUEST_SECTION = { status: 'guest' } as const;

/** A signed-in user's section: failed, else ready once its data is there, else loading. */
export function toSectionState<Ready extends object>({
  isError,
  onRetry,
  ready,
}: {
  isError: boolean;
  onRetry: () => void;
  ready: Ready | undefined;
}): SectionState<Ready> {
  if (isError) return { status: 'error', onRetry };
  if (ready) return { status: 'ready', ...ready };
  return { status: 'loading' };
}

/** The same state with its data turned into what another section needs. */
export function mapReadySection<From extends object, To extends object>(
  state: SectionState<From>,
  toReady: (ready: From) => To,
): SectionState<To> {
  return state.status === 'ready' ? { status: 'ready', ...toReady(state) } : state;
}
