import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiDocsRoutes } from './api-docs-routes.ts';
import { describeOperation } from './openapi-operation.ts';
import { moduleOf } from './route-module.ts';

type SwaggerDocument = Extract<
  Parameters<typeof jsonSchemaTransformObject>[0],
  { openapiObject: unknown }
>;
type TransformedDocument = ReturnType<typeof jsonSchemaTransformObject>;
interface OpenApiObject {
  paths?: Record<string, Record<string, unknown> | undefined>;
  components?: Record<string, unknown>;
}

const DESCRIPTION = [
  'Every `/api` route PhoneBazaar serves, generated from the schemas the server validates',
  'with (docs/decisions/062-openapi-from-route-schemas.md). Each operation says who may call',
  'it (`x-policy`, the vocabulary of apps/server/src/lib/route-policy.ts) and the error codes',
  'its policy, validation, path and rate limit can answer (`x-error-codes`); every error has',
  'the body `{ message, code, fieldErrors? }`. Tags are the server modules.',
].join(' ');

// The credentials the policies name (policy-texts.ts), for each operation's `security`.
const SECURITY_SCHEMES = {
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The `geniusToken` GET /api/jwt gives the holder of an identity session.',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description:
      'The identity session cookie the /api/auth sign-in calls set (`__Secure-` prefixed over HTTPS).',
  },
} as const;

/** The modules, as the document's list of tags. */
function finishDocument(input: SwaggerDocument): TransformedDocument {
  const document = jsonSchemaTransformObject(input) as OpenApiObject;
  const tags = new Set<string>();
  for (const item of Object.values(document.paths ?? {}))
    for (const operation of Object.values(item ?? {}))
      for (const tag of (operation as { tags?: string[] }).tags ?? []) tags.add(tag);
  return {
    ...document,
    tags: [...tags].sort().map((name) => ({ name })),
  } as TransformedDocument;
}

/**
 * The API reference (issue #40): collects every route as it is registered (so register it
 * before the modules), and serves the OpenAPI document and its reference page under /api.
 * Nothing is built at startup: the document is made on its first request, then kept.
 */
export const apiReference = fp(
  async (app: FastifyInstance) => {
    const modules = new WeakMap<object, string>();
    app.addHook('onRoute', function (route) {
      const module = moduleOf(this);
      if (module) modules.set(route, module);
    });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'PhoneBazaar API', version: '1.0.0', description: DESCRIPTION },
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      transform: (input) => {
        // The storefront's files and the CORS preflight are not the API.
        if (!input.url.startsWith('/api/')) return { schema: { hide: true }, url: input.url };
        return describeOperation(input, modules.get(input.route));
      },
      transformObject: (input) => finishDocument(input as SwaggerDocument),
    });
    await app.register(apiDocsRoutes, { prefix: '/api', document: () => app.swagger() });
  },
  { name: 'api-reference' },
);
