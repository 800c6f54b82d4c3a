import type { components, paths } from './api-schema';

/**
 * Named schemas of the API document (api/openapi/*.yaml), generated into
 * api-schema.d.ts by `npm run gen:api`: `Schema<'Trade'>` is a trade as the
 * server answers it.
 */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type JsonBody<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body of a named response of the API document: `Answer<'TradeAnswer'>`. */
export type Answer<Name extends keyof components['responses']> = JsonBody<components['responses'][Name]>;

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The JSON body a path answers a method with (status 200 unless told): `Reply<'/admin/users', 'get'>`. */
export type Reply<Path extends keyof paths, M extends Method & keyof paths[Path], Status extends number = 200> = paths[Path][M] extends {
  responses: infer Responses;
}
  ? Status extends keyof Responses
    ? JsonBody<Responses[Status]>
    : never
  : never;

/** The JSON request body of a route: `RequestBody<'/login', 'post'>`. */
export type RequestBody<Path extends keyof paths, M extends Method & keyof paths[Path]> =
  NonNullable<paths[Path][M]> extends { requestBody?: infer Body } ? JsonBody<NonNullable<Body>> : never;
