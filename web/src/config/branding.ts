import type { Branding } from '@/types/api';

/** Shown while GET /api/config loads, and for any field it does not give. */
export const DEFAULT_BRANDING: Branding = {
  clubName: 'Finance Club',
  clubLogoUrl: '/club-logo.svg',
  schoolName: 'Our School',
  schoolLogoUrl: '/school-logo.svg',
  creditLine: 'Built by the school finance club',
};
