// The public site's calls: no sign-in, except the super admin's list of contact messages.
export { planRoutes } from './plans';
export { contactRoutes } from './contacts';
export { launchRoutes } from './launch';
