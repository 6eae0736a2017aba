/** The services behind the gateway. Each owns its PostgreSQL schema of the same name. */
export const serviceNames = ['auth', 'learning', 'market', 'budget', 'rewards'] as const;
export type ServiceName = (typeof serviceNames)[number];
