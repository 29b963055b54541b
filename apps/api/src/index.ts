// The API project's public door: build the app (tests, tools) and read its configuration.
export { buildApp, type BuildAppOptions } from './app';
export { loadConfig, ConfigError, type AppConfig } from './config';
