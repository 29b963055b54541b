// The contacts domain: the public contact form and the admin's inbox.
// Its one entry (ADR 0013): the plugin that registers its routes, job kinds and schedules, and what other
// domains may use of it. Other domains import from here only.
import fp from 'fastify-plugin';
import { contactsDomain } from './routes';

export const contactsPlugin = fp(
  async (app) => {
    await app.register(contactsDomain);
  },
  { name: 'contacts', dependencies: ['jobs', 'mail', 'authentication', 'platform'] },
);
