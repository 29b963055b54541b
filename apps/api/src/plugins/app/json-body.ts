// JSON bodies as Fastify parses them, except that an empty body is "no body" rather than an error:
// clients POST to body-less endpoints (e.g. /api/UsernameAuth/user) with a JSON content type.
import fp from 'fastify-plugin';

export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
