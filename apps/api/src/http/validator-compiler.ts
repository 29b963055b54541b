// Route schemas are zod (fastify-type-provider-zod). One difference: a request without a body is checked
// as an empty object, so the reply names every required field instead of "expected object".
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';

export const envelopeFriendlyValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data) => validate(data === undefined || data === null ? {} : data);
};
