import type {
  FastifyInstance,
  FastifyRequest,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountCodeSchema, envelopeSchema, errorEnvelopeSchema } from '@portal/contracts';
import { accountHolders, accountOwner } from '../auth';
import type { RouteAccess } from '../auth';
import { ok } from '../platform/envelope';
import type { ModuleContext } from '../platform/module-context';

/**
 * What every domain's route files start from (decision 037): the form of a domain's routes,
 * the account in the path, who may call and the refusals a route declares. Rules with more
 * to them (a service of the account, a gated feature) are auth's `accountHolders` and
 * `accountOwner` with options; every one reads the account from `:accountCode`.
 */

/**
 * What each domain's index exports as its routes: given the module's context, the Fastify
 * plugin that registers them. api/index.ts registers every domain through this one form.
 */
export type DomainRoutes = (
  context: ModuleContext,
) => (app: FastifyInstance) => void | Promise<void>;

/** The route registrar whose params, query, body and answers are the contracts' zod schemas. */
export function zodRoutes(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** The path parameters of a route under an account: always `:accountCode`. */
export const accountParams = z.object({ accountCode: accountCodeSchema });

/** Everyone who holds the account may look (AccountRead users too); staff always may. */
export const anyHolder = accountHolders();
/** Changes are the account owner's (staff always may); an AccountRead user only looks. */
export const ownerOnly = accountOwner();
/** Changes to how the account pays: the owner's (and staff's), refused as statements only. */
export const paymentOwner = accountOwner({ feature: 'payment' });

/** Statuses a route may refuse with, each answered in the one error envelope. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

/**
 * The error answers of a route's `response` schema: `refusals(401, 403, 404)` declares that
 * the route may answer each of those statuses with the error envelope.
 */
export function refusals<const Status extends RefusalStatus>(
  ...statuses: Status[]
): Record<Status, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    Status,
    typeof errorEnvelopeSchema
  >;
}

/** The error answers a route declares, as `refusals(…)` builds them. */
export type Refusals = Partial<Record<RefusalStatus, typeof errorEnvelopeSchema>>;

/** The request a route's answer reads, typed by the route's own schemas. */
export type RequestOf<Params, Query, Headers, Body> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  { params: Params; querystring: Query; headers: Headers; body: Body },
  ZodTypeProvider
>;

/**
 * One route under an account that answers in the envelope: what it declares besides its
 * path. The account is in the path, so its params are `accountParams` unless it names more.
 */
export interface AccountRoute<
  Params extends z.ZodType<{ accountCode: string }>,
  Query extends z.ZodType | undefined,
  Headers extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Data extends z.ZodType,
> {
  access: RouteAccess;
  /** Quoted by the staff audit trail for every write made under a staff session. */
  summary: string;
  /** The router's tags unless the route is listed under others. */
  tags?: string[];
  params?: Params;
  querystring?: Query;
  headers?: Headers;
  body?: Body;
  /** The schema of the envelope's `data` in the 200 answer. */
  data: Data;
  /** The router's refusals unless the route declares its own set. */
  refusals?: Refusals;
  /** The envelope's `message`: words for the person, or words made from the answer. */
  message?: string | ((data: z.output<Data>) => string);
  /** What goes in the envelope's `data`; the handler wraps it with `ok()`. */
  answer: (
    request: RequestOf<Params, Query, Headers, Body>,
  ) => z.output<Data> | Promise<z.output<Data>>;
}

type Declare = <
  Data extends z.ZodType,
  Params extends z.ZodType<{ accountCode: string }> = typeof accountParams,
  Query extends z.ZodType | undefined = undefined,
  Headers extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(
  url: string,
  route: AccountRoute<Params, Query, Headers, Body, Data>,
) => void;

/** Declares a file's routes under an account, each by method and path. */
export interface AccountRouter {
  get: Declare;
  post: Declare;
  put: Declare;
  delete: Declare;
}

/**
 * The routes under an account that answer in the envelope, declared from what differs
 * between them: path, access, summary, the schemas they read, the data they answer, and the
 * answer. `shared` holds the tags and refusals of the file's routes. Each route registers
 * as `{ config: { access }, schema: { tags, summary, params, …, response }, handler }`, its
 * 200 the envelope of `data` and the rest its refusals. Routes that answer otherwise (a
 * file, another status) are declared with `zodRoutes` as they are.
 */
export function accountRouter(
  app: FastifyInstance,
  shared: { tags: string[]; refusals: Refusals },
): AccountRouter {
  const declare =
    (method: 'GET' | 'POST' | 'PUT' | 'DELETE'): Declare =>
    (url, route) => {
      const { access, summary, params = accountParams, querystring, headers, body } = route;
      const { data, message, answer } = route;
      app.route({
        method,
        url,
        config: { access },
        schema: {
          tags: route.tags ?? shared.tags,
          summary,
          params,
          ...(querystring === undefined ? {} : { querystring }),
          ...(headers === undefined ? {} : { headers }),
          ...(body === undefined ? {} : { body }),
          response: { 200: envelopeSchema(data), ...(route.refusals ?? shared.refusals) },
        },
        handler: async (request) => {
          // The route's schemas have validated the request: it is the one `answer` is typed for.
          const answered = await answer(request as Parameters<typeof answer>[0]);
          return ok(answered, {
            message: typeof message === 'function' ? message(answered) : message,
          });
        },
      });
    };
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    delete: declare('DELETE'),
  };
}
