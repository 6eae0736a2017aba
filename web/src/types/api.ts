/** Shapes of the API answers the whole app reads: the contracts the services answer with. */
export type { Role, User } from '@fc/contracts/auth';
export type { Branding } from '@fc/contracts/branding';
export type { ErrorBody } from '@fc/contracts/errors';
