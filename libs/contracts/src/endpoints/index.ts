// What the browser needs to call each route, by domain (zod-free; the full contracts are in ../routes).
export * from './auth';
export * from './businesses';
export * from './contacts';
export * from './google';
export * from './insights';
export * from './onboarding';
export * from './payments';
export * from './plans';
export * from './platform';
export * from './platform-settings';
export * from './notifications';
export * from './reports';
export * from './reviews';
export * from './subscriptions';
export * from './system';
export * from './team';
export * from './two-factor';
