// What the browser needs to call each route, by domain (zod-free; the full contracts are in ../routes).
export * from './auth/endpoints';
export * from './businesses/endpoints';
export * from './contacts/endpoints';
export * from './google/endpoints';
export * from './insights/endpoints';
export * from './onboarding/endpoints';
export * from './billing/payments-endpoints';
export * from './billing/plans-endpoints';
export * from './platform/endpoints';
export * from './platform/settings-endpoints';
export * from './notifications/endpoints';
export * from './reports/endpoints';
export * from './reviews/endpoints';
export * from './billing/subscriptions-endpoints';
export * from './platform/system-endpoints';
export * from './team/endpoints';
export * from './auth/two-factor-endpoints';
