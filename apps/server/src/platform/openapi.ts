import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const OPENAPI_PREFIX = '/api/docs';

/**
 * The OpenAPI document is generated from the zod schemas of each route, which come from
 * packages/contracts: the API cannot drift from its description.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Portal API',
          description:
            'Product API of the customer self-service portal. Every response body is normalised to { success, status, title, detail, message, data }.',
          version: '1.0.0',
        },
        servers: [{ url: options.publicUrl }],
        components: {
          securitySchemes: {
            // Other systems calling server to server (`config.access` kind `client`).
            legacyPortalClient: {
              type: 'http',
              scheme: 'basic',
              description: "The older portal's client id and secret",
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: OPENAPI_PREFIX,
      // Our own strict policy (helmet) covers these pages; the plugin's would replace it.
      staticCSP: false,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'openapi' },
);
