// Before any spec: the run's super admin is enrolled in two-factor sign-in (required of them, issue 21) through
// the API, so that every spec, in whichever order and worker, meets the code step at the login page rather than
// the first sign-in's enrolment, and two specs never enrol at once. Needs the run's data folder (tools/test/e2e.mjs).
import { superAdminSession } from './super-admin';

// Playwright takes the module's default export.
export default async function globalSetup(): Promise<void> {
  if (!process.env.DATA_DIR) return;
  await superAdminSession();
}
