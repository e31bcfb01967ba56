// The two calls the shop makes that PayPal's OpenAPI documents in contracts/ do not describe, written in
// the same OpenAPI 3.0 shape so that one checker handles all three documents. PayPal documents them in
// prose, not in a published OpenAPI file:
// - POST /v1/oauth2/token: "Get an access token" / "Authentication"
//   (https://developer.paypal.com/api/rest/authentication/,
//   https://developer.paypal.com/reference/get-an-access-token): Basic auth with the client id and secret,
//   form body `grant_type=client_credentials`, answer {scope, access_token, token_type: "Bearer", app_id,
//   expires_in (seconds), nonce}; a refusal is OAuth 2.0's {error, error_description} (RFC 6749 §5.2).
// - POST /v1/identity/generate-token: the JS SDK's client token, "Client Auth Tokens API Integration
//   Guide" (https://developer.paypal.com/limited-release/client-auth-tokens) and PayPal's advanced
//   checkout guides: Bearer access token, JSON body with an optional `customer_id`, answer
//   {client_token (Base64), expires_in (seconds)}. Errors use PayPal's REST error body.
const restError = {
  type: 'object',
  required: ['name', 'message', 'debug_id'],
  properties: {
    name: { type: 'string' },
    message: { type: 'string' },
    debug_id: { type: 'string' },
    details: {
      type: 'array',
      items: {
        type: 'object',
        required: ['issue'],
        properties: {
          field: { type: 'string' },
          value: { type: 'string' },
          location: { type: 'string' },
          issue: { type: 'string' },
          description: { type: 'string' },
        },
      },
    },
    links: {
      type: 'array',
      items: {
        type: 'object',
        required: ['href', 'rel'],
        properties: { href: { type: 'string' }, rel: { type: 'string' }, method: { type: 'string' } },
      },
    },
  },
};

const oauthError = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string' }, error_description: { type: 'string' } },
};

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });

export const extraOperations = {
  openapi: '3.0.3',
  info: { title: 'PayPal calls documented outside the published OpenAPI files', version: '1' },
  paths: {
    '/v1/oauth2/token': {
      post: {
        operationId: 'oauth2.token',
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                required: ['grant_type'],
                properties: { grant_type: { type: 'string', enum: ['client_credentials'] } },
              },
            },
          },
        },
        responses: {
          '200': json({
            type: 'object',
            required: ['access_token', 'token_type', 'expires_in'],
            properties: {
              scope: { type: 'string' },
              access_token: { type: 'string', minLength: 1 },
              token_type: { type: 'string', enum: ['Bearer'] },
              app_id: { type: 'string' },
              expires_in: { type: 'integer', minimum: 0 },
              nonce: { type: 'string' },
            },
          }),
          '400': json(oauthError),
          '401': json(oauthError),
          default: json(restError),
        },
      },
    },
    '/v1/identity/generate-token': {
      post: {
        operationId: 'identity.generate-token',
        requestBody: {
          required: false,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                additionalProperties: false,
                properties: { customer_id: { type: 'string', minLength: 1 } },
              },
            },
          },
        },
        responses: {
          '200': json({
            type: 'object',
            required: ['client_token', 'expires_in'],
            properties: {
              client_token: { type: 'string', minLength: 1 },
              expires_in: { type: 'integer', minimum: 0 },
            },
          }),
          default: json(restError),
        },
      },
    },
  },
};
