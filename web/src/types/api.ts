/** Shapes of the API answers the whole app reads (SPEC.md section 3). */

export type Role = 'admin' | 'student';

export interface User {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  points: number;
  streak: number;
  createdAt: string;
}

/** The body of every error answer from the gateway and the services. */
export interface ErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string[]>;
  requestId?: string;
}

/** GET /api/config: the club's branding, set per school deployment. */
export interface Branding {
  clubName: string;
  clubLogoUrl: string;
  schoolName: string;
  schoolLogoUrl: string;
  creditLine: string;
}
