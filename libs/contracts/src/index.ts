// The contracts shared by the browser and the server: schemas, types, rules, roles and messages.
export * from './common/envelope';
export * from './common/language';
export * from './common/limits';
export * from './common/messages';
export * from './common/roles';
export * from './auth/rules';
export * from './auth/models';
export * from './business/profile';
export * from './platform/health';
export * from './public/plans';
export * from './public/contact';
export * from './public/launch';
export * from './google/connection';
export * from './google/locations';
export * from './google/sync';
export * from './google/onboarding';
