import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ApiErrorDto } from './common/api-error.dto.js';
import { API_TOKEN_SECURITY } from './common/authenticated.decorator.js';
import { ContentKindRegistry } from './revision/content-kind.registry.js';
import { kindEnumValues } from './revision/kind-enums.js';
import { SESSION_COOKIE } from './session/session-cookie.js';

type Schema = Record<string, unknown>;

/**
 * The document describes the wire format: JSON request bodies travel wrapped as {"body": ...},
 * and every operation may answer {"error": "..."}. Both are added here, once, for every route; so
 * are the values of the enums of kinds' types (kind-enums.ts), from the kinds the app registered.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Encyclopedia of opinions API')
    .setDescription(
      'JSON POST bodies are wrapped as {"body": {...}}. Errors answer {"error": "..."} with a 4xx/5xx status. ' +
        'Sessions use an httpOnly cookie; cross-site state-changing requests are refused. ' +
        'Bots use a personal API token instead: Authorization: Bearer oe_... (no cookies needed).',
    )
    .setVersion('1')
    .addCookieAuth(SESSION_COOKIE)
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'oe_ and 43 characters',
        description:
          'A personal API token (oe_...), made in /app/settings: scope read (GET only) or write (whatever its account may do), rate limited per token. Not for /api/tokens or the account routes.',
      },
      API_TOKEN_SECURITY,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ApiErrorDto] });
  for (const pathItem of Object.values(document.paths)) {
    for (const operation of Object.values(pathItem) as Array<{
      requestBody?: { content?: Record<string, { schema?: Schema }> };
      responses?: Record<string, unknown>;
    }>) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      const json = operation.requestBody?.content?.['application/json'];
      if (json?.schema) {
        json.schema = { type: 'object', required: ['body'], properties: { body: json.schema } };
      }
      operation.responses = {
        ...operation.responses,
        default: {
          description: 'Error: a sentence a person can act on',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorDto' } } },
        },
      };
    }
  }
  const schemas = document.components?.schemas ?? {};
  const values = kindEnumValues(app.get(ContentKindRegistry).describeAll());
  for (const [name, types] of Object.entries(values))
    if (schemas[name]) schemas[name] = { type: 'string', enum: types };
  return document;
}
