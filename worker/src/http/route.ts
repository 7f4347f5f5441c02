import { Hono, type Context, type Env, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type { z } from 'zod';
import { ROUTES, type Route, type RouteAnswer, type RouteKey } from '../../../contract/routes';
import type { AppEnv } from '../env';
import { now } from '../time/clock';
import { requireHuman } from './bot-check';
import { readBeaconJson, readJson, validate, validQuery } from './body';
import { ApiError } from './errors';

type Entry<K extends RouteKey> = (typeof ROUTES)[K];
type Output<S> = S extends z.ZodType ? z.output<S> : never;
type BodyOf<R> = R extends { fallback: infer F } ? Output<F> | (R extends { body: infer B } ? Output<B> : never) : R extends { body: infer B } ? Output<B> : never;

/** What a route's handlers read, checked: `c.get('body')`, `c.get('query')` and `c.get('params')`. */
type RouteEnv<E extends Env, K extends RouteKey> = E & {
  Variables: { body: BodyOf<Entry<K>>; query: Output<Entry<K> extends { query: infer Q } ? Q : never>; params: Output<Entry<K> extends { params: infer P } ? P : never> };
};

/** A middleware run before a route's answer (a rate limit, a password rule): Hono's Context is invariant in its Env, so any. */
type Middleware = MiddlewareHandler<any>;

/** The path of a route's key: its `:name` parts type `c.req.param`. */
type PathOf<K extends RouteKey> = K extends `${string} ${infer P}` ? P : never;

/** A route's last handler: its answer, sent as JSON with the route's status, or a Response of its own (a refusal, a download). */
type Answerer<E extends Env, K extends RouteKey> = (c: Context<RouteEnv<E, K>, PathOf<K>>) => RouteAnswer<K> | Response | Promise<RouteAnswer<K> | Response>;

/** The checks the route table asks of a call, in the order every route runs them: body, bot check, fields, query, path. */
function checksOf(route: Route): MiddlewareHandler<AppEnv>[] {
  const checks: MiddlewareHandler<AppEnv>[] = [];
  const body = route.bodyAt ? route.bodyAt(now) : route.body;
  if (body || route.fallback) {
    checks.push(route.beacon ? readBeaconJson : readJson);
    const fields = validate(body!, route.refusal) as unknown as MiddlewareHandler<AppEnv>;
    const human = route.botCheck ? [requireHuman(route.botCheck), fields] : [fields];
    if (route.fallback) {
      // The fallback form needs no bot-check token; it is told apart by `submissionType`.
      const fallback = validate(route.fallback) as unknown as MiddlewareHandler<AppEnv>;
      const checkHuman = every(...human);
      checks.push(async function checkForm(c, next) {
        if (c.get('json').submissionType === 'fallback') return fallback(c, next);
        return checkHuman(c, next);
      });
    } else checks.push(...human);
  }
  if (route.query) {
    const query = route.query;
    checks.push(async function checkQuery(c, next) {
      c.set('query' as never, validQuery(c, query, route.refusal) as never);
      await next();
    });
  }
  if (route.params) {
    const params = route.params;
    checks.push(async function checkPath(c, next) {
      const parsed = params.safeParse(c.req.param());
      // A path the table does not know is not there: 404, with the schema's own sentence.
      if (!parsed.success) throw new ApiError(404, parsed.error.issues[0]!.message);
      c.set('params' as never, parsed.data as never);
      await next();
    });
  }
  return checks;
}

/**
 * A router mounted at `base` whose calls are named by their key in the route table
 * (contract/routes.ts): `serve(key, ...)` registers the key's method and path (under `base`),
 * runs the checks the table asks of it (the JSON body, the bot check, the fields, the query, the
 * path's parts), types what the handlers read from them, and sends the last handler's answer as
 * JSON with the route's documented status.
 *
 * @example new RouteTable<SignedInEnv>('/api/admin/leads').serve('GET /api/admin/leads/:id', async (c) => ({ lead: … }))
 */
export class RouteTable<E extends Env = AppEnv> extends Hono<E> {
  constructor(readonly base: string) {
    super();
  }

  serve<K extends RouteKey>(key: K, ...handlers: [...Middleware[], Answerer<E, K>]): this {
    const [method, path] = key.split(' ') as [string, string];
    if (!(path === this.base || path.startsWith(`${this.base}/`))) throw new Error(`${key} is not under ${this.base}`);
    const route: Route = ROUTES[key];
    const answer = handlers.pop() as Answerer<E, K>;
    const status = (route.doc?.status ?? route.status ?? 200) as 200;
    const send: MiddlewareHandler = async (c) => {
      const reply = await answer(c as unknown as Context<RouteEnv<E, K>, PathOf<K>>);
      return reply instanceof Response ? reply : c.json(reply as object, status);
    };
    this.on(method, path.slice(this.base.length) || '/', ...([...checksOf(route), ...handlers, send] as unknown as [MiddlewareHandler]));
    return this;
  }
}
