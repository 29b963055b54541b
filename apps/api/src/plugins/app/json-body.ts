// JSON bodies as Fastify parses them, except that an empty body is "no body" rather than an error:
// clients POST to body-less endpoints (e.g. /api/UsernameAuth/user) with a JSON content type.
// Fastify's default text/plain parser is removed: no route takes plain text, and with it a text body
// reached the JSON routes' schemas as a string ("body: not valid") instead of being refused with 415.
import fp from 'fastify-plugin';

export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.removeContentTypeParser('text/plain');
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
