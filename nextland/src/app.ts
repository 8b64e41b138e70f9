// https://fastify.dev/docs/latest/Reference/Server/
import helmet from '@fastify/helmet';
import underPressure from '@fastify/under-pressure';
import { installDrain } from '@nextland/server-kit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { commerceOf, commerceWorkers, registerCommerce, scheduleCommerceTimers } from './app-commerce.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { type Clock, createClock } from './lib/clock.js';
import { registerDocs } from './lib/docs.js';
import { fail } from './lib/envelope.js';
import { frameworkErrors, registerErrorHandling } from './lib/error-handler.js';
import { registerInputRules } from './lib/input-rules.js';
import { resolveLang } from './lib/lang.js';
import { withSafeErrorLogs } from './lib/logger.js';
import { t } from './lib/messages/index.js';
import { createRateLimiter, type RateLimiter } from './lib/rate-limit.js';
import { requestContext } from './lib/request-context.js';
import { accountRoutes } from './modules/account/routes.js';
import type { WxPlatform } from './modules/account/wx-client.js';
import { addressRoutes } from './modules/address/routes.js';
import { bankCardRoutes } from './modules/bank-card/routes.js';
import { cartRoutes } from './modules/cart/routes.js';
import { categoryRoutes } from './modules/category/routes.js';
import { customerRoutes } from './modules/customer/routes.js';
import { createEventBus } from './modules/events/create-event-bus.js';
import type { EventBus } from './modules/events/event-bus.js';
import { eventPublishWorker } from './modules/events/publish-job.js';
import { eventRoutes } from './modules/events/routes.js';
import { expressRoutes } from './modules/express/routes.js';
import { filesRoutes } from './modules/files/routes.js';
import { goodsRoutes } from './modules/goods/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { registerJobs } from './modules/jobs/plugin.js';
import type { AnyJobWorker } from './modules/jobs/queue.js';
import { jobsDevRoutes } from './modules/jobs/routes.js';
import { messageDeliveryWorker } from './modules/message/delivery.js';
import { messageRoutes } from './modules/message/routes.js';
import type { PaymentProvider } from './modules/payment/provider.js';
import type { PayoutProvider } from './modules/payout/provider.js';
import { reactionRoutes } from './modules/reaction/routes.js';
import { refundAdminRoutes } from './modules/refund/routes.js';
import { sellerRoutes } from './modules/seller/routes.js';
import { draftRoutes } from './modules/selling/draft-routes.js';
import { lotDraftRoutes } from './modules/selling/lot-draft-routes.js';
import { sellingRoutes } from './modules/selling/routes.js';
import { OutboxSmsProvider } from './modules/sms/provider.js';
import { smsOutboxRoutes } from './modules/sms/routes.js';
import { publicUploadRoutes } from './modules/upload/public-routes.js';
import { uploadRoutes } from './modules/upload/routes.js';
import { createStorage } from './modules/upload/storage/create-storage.js';
import type { Storage } from './modules/upload/storage/storage.js';
import { verificationRoutes } from './modules/verification/routes.js';
import { workRoutes } from './modules/work/routes.js';
import { wxStandinRoutes } from './modules/wx-standin/routes.js';
import { registerPerUserLimits } from './per-user-limits.js';

export type AppOptions = {
  config: Config;
  /** Already migrated; the caller owns it and closes it after the app. */
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /**
   * False builds the routes without ever starting the job runner (which connects to the jobs database when
   * the app becomes ready): only for writing the OpenAPI document (openapi.ts), which serves no request.
   */
  startJobs?: boolean;
  /** The payment provider; by default chosen from configuration (PAYMENT_PROVIDER). Tests inject fakes. */
  paymentProvider?: PaymentProvider;
  /** The auction clock (decision 0028); by default the wall clock, movable outside production. */
  clock?: Clock;
  /** Pays sellers (decision 0027 §5); the embedded sandbox by default. Tests inject one that fails. */
  payoutProvider?: PayoutProvider;
};

export async function buildApp({
  config,
  database,
  logger = false,
  startJobs = true,
  paymentProvider,
  clock = createClock(),
  payoutProvider,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withSafeErrorLogs(logger),
    // The REST contract has ids and keywords in query strings; keep URLs bounded.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
    // Behind the BFF, per-address rate limits need the forwarded client address, but only from the BFF
    // (NEXTLAND_TRUST_PROXY, default loopback): anyone else naming an address would pick their own bucket.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  // First, so a request refused while stopping runs nothing else; the refusal is in the REST envelope.
  const drain = installDrain(app, {
    refusal: (request) => {
      const lang = resolveLang(request.query, request.headers['accept-language']);
      return fail(503, t(lang, 'unavailable'));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  // No control characters (NUL) in any query, path or JSON body: a 400 naming the field, before any route runs.
  registerInputRules(app);
  await app.register(requestContext, { client: { id: config.clientId, secret: config.clientSecret } });
  await app.register(helmet);
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    // Health endpoints must answer even when the process is busy.
    exposeStatusRoute: false,
  });
  await registerDocs(app);

  const { db } = database;
  await app.register(healthRoutes, { db, isDraining: drain.isDraining });
  await app.register(goodsRoutes, { db });
  await app.register(categoryRoutes, { db });
  await app.register(sellerRoutes, { db });
  await app.register(workRoutes, { db });
  await app.register(filesRoutes, { filesDir: config.filesDir });
  const commerce = commerceOf(config, { payment: paymentProvider, payout: payoutProvider, clock });
  const workers = commerceWorkers(db, commerce);
  const bus = await registerJobsAndEvents(app, config, database, { startJobs, workers });
  const storage = createStorage(config);
  const limiter = createRateLimiter(config.redisUrl, config.redisKeyPrefix);
  app.addHook('onClose', () => limiter.close());
  registerPerUserLimits(app, config, limiter);
  await registerAccounts(app, config, db, bus, { storage, clock, limiter });
  await registerCommerce(app, config, db, commerce, storage);
  // After the runner's own onReady (registered first): the queues exist by then.
  if (startJobs) app.addHook('onReady', () => scheduleCommerceTimers(db, commerce, app.log));
  return app;
}

/**
 * The job queue on nextland's own database (docs/decisions/0008-jobs-and-outbox.md) and the live event
 * stream its handlers publish to; every queue this process works is listed here.
 */
async function registerJobsAndEvents(
  app: FastifyInstance,
  config: Config,
  database: Database,
  { startJobs, workers }: { startJobs: boolean; workers: AnyJobWorker[] },
): Promise<EventBus> {
  const bus = await createEventBus(config);
  await registerJobs(app, {
    start: startJobs,
    connection: database.jobsConnection,
    workers: [messageDeliveryWorker(database.db, bus), eventPublishWorker(bus), ...workers],
    pollIntervalMs: config.jobs.pollIntervalMs,
    afterStop: () => bus.close(),
  });
  await app.register(eventRoutes, { bus, heartbeatMs: config.events.heartbeatMs });
  if (config.standIns) await app.register(jobsDevRoutes, { jobs: app.jobs, db: database.db });
  return bus;
}

/** Accounts: the platform (its local stand-in outside production), SMS, rate limits and customer routes. */
async function registerAccounts(
  app: FastifyInstance,
  config: Config,
  db: Database['db'],
  bus: EventBus,
  { storage, clock, limiter }: { storage: Storage; clock: Clock; limiter: RateLimiter },
): Promise<void> {
  app.decorateRequest('user', null);
  const platform: WxPlatform = {
    appid: config.wxAppid,
    secret: config.wxSecret,
    // Without WX_API_BASE the code exchange calls this very process's stand-in over HTTP: the same code path
    // as with the real platform. The port is only known once listening.
    base: () => config.wxApiBase ?? `http://127.0.0.1:${ownPort(app)}/wx-standin`,
  };
  // A real SMS gateway adapter would be chosen here from configuration; only the stand-in exists so far.
  const sms = new OutboxSmsProvider();
  if (config.standIns) {
    const redirectOrigins = config.wxRedirectOrigins;
    await app.register(wxStandinRoutes, {
      db,
      appid: config.wxAppid,
      secret: config.wxSecret,
      redirectOrigins,
    });
    await app.register(smsOutboxRoutes, { outbox: sms });
  }
  const deps = { db, authSecret: config.authSecret, platform, limiter, limits: config.rateLimits, sms };
  await app.register(accountRoutes, deps);
  await app.register(customerRoutes, { db, storage });
  await app.register(bankCardRoutes, { db, authSecret: config.authSecret });
  await app.register(expressRoutes, { db });
  await app.register(addressRoutes, { db });
  await app.register(verificationRoutes, { db, authSecret: config.authSecret });
  await app.register(messageRoutes, { db, bus });
  await app.register(reactionRoutes, { db });
  await app.register(cartRoutes, { db });
  await app.register(sellingRoutes, { db, clock });
  await app.register(refundAdminRoutes, { db });
  await app.register(draftRoutes, { db, storage });
  await app.register(lotDraftRoutes, { db, storage });
  await registerUploads(app, config, { db, storage, limiter });
}

/** Uploads: disk in the embedded default, S3-compatible storage when S3_BUCKET is set. */
async function registerUploads(
  app: FastifyInstance,
  config: Config,
  { db, storage, limiter }: { db: Database['db']; storage: Storage; limiter: RateLimiter },
): Promise<void> {
  const limits = { ...config.uploads, perUserHour: config.rateLimits.uploadPerUserHour };
  await app.register(uploadRoutes, { db, storage, limiter, limits });
  // On disk, public uploads sit in FILES_DIR/uploads and the /files route already serves them.
  if (storage.kind === 's3') await app.register(publicUploadRoutes, { storage });
}

function ownPort(app: FastifyInstance): number {
  const address = app.server.address();
  if (address && typeof address === 'object') return address.port;
  throw new Error('nextland is not listening: set WX_API_BASE or start the server before logging in');
}
