import type { components, paths } from './api-schema';

/**
 * Named schemas of the API document (api/openapi/*.yaml), generated into
 * api-schema.d.ts by `npm run gen:api`: `Schema<'Trade'>` is a trade as the
 * server answers it.
 */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** A schema whose fields may all be missing: what readers accept from tests and partial answers. */
export type DeepPartial<T> = T extends (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

type JsonOf<Message> = Message extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body of a named response of the API document: `Answer<'TradeAnswer'>`. */
export type Answer<Name extends keyof components['responses']> = JsonOf<components['responses'][Name]>;

type Method = 'get' | 'put' | 'post' | 'delete';
type Operation<Path extends keyof paths, M extends Method> = NonNullable<paths[Path][M]>;

/** The JSON body of the success answer (200 or 201) of a route: `Reply<'/user/balance'>`, `Reply<'/deposits/manual', 'post'>`. */
export type Reply<Path extends keyof paths, M extends Method = 'get'> =
  Operation<Path, M> extends { responses: infer Responses }
    ? JsonOf<Responses[200 & keyof Responses] | Responses[201 & keyof Responses]>
    : never;

/** The JSON request body of a route: `RequestBody<'/login', 'post'>`. */
export type RequestBody<Path extends keyof paths, M extends Method> =
  Operation<Path, M> extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;
