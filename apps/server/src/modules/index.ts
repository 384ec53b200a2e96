import type { FastifyInstance } from 'fastify';
import { adminRoutes, createAdmin } from './admin/index.ts';
import { alertsRoutes, createAlerts } from './alerts/index.ts';
import { auditRoutes, createAudit, audit as writeAudit } from './audit/index.ts';
import { authenticate, authRoutes, callerEmail, createAuth, type Identity } from './auth/index.ts';
import { createBackups, newestBackupTime } from './backups/index.ts';
import { bookingsRoutes, createBookings } from './bookings/index.ts';
import { catalogueRoutes, createCatalogue } from './catalogue/index.ts';
import { contactRoutes, createContact } from './contact/index.ts';
import { createDisputes, disputesRoutes } from './disputes/index.ts';
import { createFavourites, favouritesRoutes } from './favourites/index.ts';
import { healthRoutes } from './health/index.ts';
import { BLOCKED_IMEI_REASON, createImei, imeiRoutes } from './imei/index.ts';
import { createJobs, jobCounts } from './jobs/index.ts';
import { createLedger, ledgerRoutes, ledger as ledgerSeam } from './ledger/index.ts';
import { createListingReview, listingReviewRoutes } from './listing-review/index.ts';
import { createMail } from './mail/index.ts';
import { createMessaging, messagingRoutes } from './messaging/index.ts';
import { registerMetricsSources } from './metrics/index.ts';
import {
  createNotifications,
  type DealNotify,
  notificationPreferencesRoutes,
  notificationsRoutes,
} from './notifications/index.ts';
import { createOffers, offersRoutes } from './offers/index.ts';
import { createPayments, paymentsRoutes } from './payments/index.ts';
import { createPhone, phoneRoutes } from './phone/index.ts';
import { createPhoneModels, phoneModelsRoutes } from './phone-models/index.ts';
import { createPriceGuide, priceGuideRoutes } from './price-guide/index.ts';
import { createPush, pushRoutes } from './push/index.ts';
import { createRateLimits, rateLimit } from './rate-limits/index.ts';
import { createReports, reportsRoutes } from './reports/index.ts';
import { createReviews, reviewsRoutes } from './reviews/index.ts';
import { createSearch, searchRoutes } from './search/index.ts';
import { createSelfTest, selfTestRoutes } from './self-test/index.ts';
import { createSelling, sellingRoutes } from './selling/index.ts';
import {
  createDealListeners,
  createDeclines,
  declineRoutes,
  settlementRoutes,
} from './settlement/index.ts';
import { createStats, statsRoutes } from './stats/index.ts';
import { createTrust, trustEvidenceHooks, trustRoutes } from './trust/index.ts';
import { createUploads, uploadsRoutes } from './uploads/index.ts';
import {
  createSellerRelay,
  createUsers,
  usersRoutes,
  VERIFIED_PHONE_INDEX,
} from './users/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The better-auth instance, for modules that must act on identities (e.g. admin delete). */
    identity: Identity;
  }
}

/**
 * The plan of the house: every API room, mounted under /api by app.ts. First each room is
 * built from what it needs (a room only ever gets another room's built parts, through that
 * room's index.ts), then authentication and the limiter are put in front, then the routes.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  const { env, database, log } = app;
  const db = database.db;
  const publicUrl = env.PUBLIC_URL;

  // Rooms that need no other room.
  // The job runner (decision 033) first: rooms register their recurring jobs on it.
  const jobs = createJobs(app);
  // Issue #40: the embedded database's scheduled backups, on the job runner.
  createBackups(app, jobs);
  // The outbox and its worker (decision 021) come next: the identity's flows send mail.
  const { mail, sms, outbox, backlog } = createMail(app, jobs);
  // Issue #40: what GET /metrics (served at the root by app.ts) reads from the rooms.
  registerMetricsSources(app, {
    database,
    jobs: () => jobCounts(db),
    outboxBacklog: backlog,
    listening: () => app.catalogVersion.trusted(),
    newestBackup: () => newestBackupTime(env.BACKUP_DIR),
  });
  // Deal notices (in-app + mail) and the audit log (issue #18), for the rooms that act.
  // Issue #39: Web Push; every notice written is also pushed (per its person's preferences).
  const push = createPush(app, jobs);
  const notifications = createNotifications({ db, mail, publicUrl, push: push.noticesWritten });
  const audit = createAudit({ db });
  // Issue #19: reviews from real deals, seller profiles and the seller_reputation cards read.
  // Issue #44: the address public answers give for a seller instead of their email.
  const sellerRelay = createSellerRelay({ key: env.IMEI_KEY, domain: env.SELLER_RELAY_DOMAIN });
  const relayOf = sellerRelay.addressOf;
  const reviews = createReviews({ db, env, publicUrl, relayOf });
  // Issue #20: what phones like this sold for, refreshed in each settlement step's transaction.
  const priceGuide = createPriceGuide({ db, publicUrl });
  // Issue #36: the evidence that two accounts are one person, and each release's verdict.
  const trust = createTrust({ db, env });
  // How a room tells a deal's parties a step happened (bookings, payments, settlement's sweeps).
  // Issue #46: a booking also copies its listing as booked (the disputes room, built below).
  const notifyDeal: DealNotify = async (tx, notice) => {
    if (notice.kind === 'booked') await disputes.booked(tx, notice.bookingId);
    await notifications.dealNotices.send(tx, notice);
  };
  // Decision 051: who hears a deal move (paid, released, declined, disputed, refunded,
  // decided), in the step's own transaction and in this order; a listener that fails rolls
  // the step back.
  const dealEvents = createDealListeners({
    creditRelease: ledgerSeam.creditRelease,
    notify: notifyDeal,
    audit: writeAudit,
    armsLength: trust.dealMoved,
    reputation: reviews.dealMoved,
    priceGuide: priceGuide.dealMoved,
  });
  const users = await createUsers({ database, env, log, relay: sellerRelay });
  app.addHook('onClose', () => users.accounts.close());
  const rateLimits = createRateLimits({ database, env });
  // Issue #36: phone numbers verified by SMS code; the number itself is users' to write.
  const phone = createPhone({
    db,
    users: { ...users.repository, verifiedPhoneIndex: VERIFIED_PHONE_INDEX },
    sms,
    secret: env.AUTH_SECRET,
  });
  const uploads = createUploads(env);
  // Issue #21: risk-scored review of new and resubmitted listings.
  const listingReview = createListingReview({
    db,
    env,
    storage: uploads.storage,
    userNotices: notifications.userNotices,
    // A listing an IMEI block withdrew counts as a report upheld against its seller.
    takedownReasons: [BLOCKED_IMEI_REASON],
  });
  // Issue #21: the on-phone self-test; a listing's page shows its newest report.
  const selfTest = createSelfTest({ db, env, publicUrl });
  // Issue #46: a dispute both sides state; the admin's case page reads settlement's dispute,
  // the self-test reports and the pair's conversation (rooms built below, asked on request).
  const disputes = createDisputes({
    db,
    env,
    storage: uploads.storage,
    userNotices: notifications.userNotices,
    jobs,
    disputeOf: (id) => deals.disputes.one(id),
    selfTestsOf: selfTest.reportsForListing,
    conversationOf: (listingId, buyerId) => messaging.admin.ofDeal(listingId, buyerId),
  });
  dealEvents.on('disputes', disputes.dealMoved);
  const catalogue = createCatalogue({
    db,
    publicUrl,
    typicalPrice: priceGuide.typicalPriceOf,
    relayOf,
    selfTestOf: selfTest.latestForListing,
    // A held or rejected listing's page tells its seller why (issue #21).
    reviewDetailsOf: async (id) => (await listingReview.detailsOf([id])).get(id),
  });
  const stats = createStats(db);
  const phoneModels = createPhoneModels({ db, categoryExists: catalogue.categoryExists });
  // Popular queries are counted in memory; the last ones are written before the app closes.
  const search = createSearch({
    db,
    publicUrl,
    kind: database.kind,
    typicalPrice: priceGuide.typicalPriceOf,
    relayOf,
    sampleSeconds: env.SEARCH_SAMPLE_SECONDS,
    vocabularyFreshness: app.catalogVersion,
  });
  app.addHook('onClose', () => search.close());

  // Sign-in, whose flows reach into mail and users through these hooks.
  const auth = await createAuth({
    env,
    database,
    log,
    hooks: {
      sendMail: ({ to, kind, subject, text, html }) =>
        mail.enqueueMail({ kind, to, subject, text, html }),
      onEmailVerified: (email) => users.service.grantListedAdmin(email),
      // A name or photo changed through better-auth's update-user reaches the profile too.
      onProfileChanged: async (email, change) => {
        await users.repository.updateProfile(email, {
          name: change.name,
          ...(change.image !== null ? { photoUrl: change.image } : {}),
        });
        users.accounts.forget();
      },
    },
  });
  app.addHook('onClose', () => auth.sessions.close());

  // The marketplace, each room after the rooms it reads.
  // Bookings first: its door is the one way to book (the buyer's own booking, an accepted offer).
  const bookings = createBookings({
    db,
    env,
    users: users.repository,
    notify: notifyDeal,
  });
  // Issue #20: offers, which book through bookings' door; before selling, whose price edits
  // they hear about (issue #35).
  const offers = createOffers({
    db,
    env,
    jobs,
    userNotices: notifications.userNotices,
    publicUrl,
    booking: bookings.booking,
  });
  // Issue #19: conversations on a listing.
  const messaging = createMessaging({
    database,
    env,
    storage: uploads.storage,
    publicUrl,
    userNotices: notifications.userNotices,
    verifiedPhoneOf: (id) => users.repository.verifiedPhoneOf(id),
  });
  const selling = createSelling({
    db,
    env,
    users: users.repository,
    storage: uploads.storage,
    categoryExists: catalogue.categoryExists,
    findModel: phoneModels.findModel,
    farBelowMedian: priceGuide.farBelowMedian,
    review: listingReview.seam,
    reviewDetails: listingReview.detailsOf,
    // A price edit, in its transaction: expires the live offers it puts out of range, and
    // tells open conversations about the listing (issue #45).
    priceChanged: async (tx, listingId, priceCents) => {
      await offers.priceChanged(tx, listingId, priceCents);
      await messaging.listingChanged(tx, listingId);
    },
  });
  const reports = createReports({ db, listings: selling.listings });
  const payments = createPayments({
    env,
    db,
    log,
    bookings: bookings.lookup,
    dealEvents,
    notify: notifyDeal,
    // Issue #45 item 6: the card hold is audited in the payment's own transaction.
    audit: writeAudit,
    recordCard: trust.recordCard,
  });
  // The buyer's decline, the seller's answer and the admins' disputes: settlement transitions.
  const deals = createDeclines({
    db,
    env,
    mover: payments.settlement.mover,
    storage: uploads.storage,
    decisionRefusal: disputes.decisionRefusal,
    waitingForStatements: disputes.waitingForStatements,
  });
  const admin = createAdmin({
    db,
    publicUrl,
    users: users.repository,
    accountsChanged: users.accounts.forget,
    reports: reports.repository,
    listings: selling.listings,
    readImei: selling.readImei,
    outbox,
    disputes: deals.disputes,
    verdictsOf: trust.verdictsOf,
  });
  const contact = createContact({ db, mail, publicUrl });
  const imei = createImei({ db, env });
  // What the platform owes sellers (issue #18): Earnings and Payouts.
  const ledger = createLedger({ db });
  // Issue #20: keep buyers coming back.
  const favourites = createFavourites({ db, publicUrl, relayOf });
  const alerts = createAlerts({
    database,
    env,
    jobs,
    mail,
    userNotices: notifications.userNotices,
    publicUrl,
  });

  app.decorate('identity', auth.identity);
  // Not encapsulated, and before every route: its onRoute hook guards each route below by
  // the route's policy (decision 027).
  await app.register(authenticate, {
    identity: auth.identity,
    tokens: auth.tokens,
    users: users.accounts,
    sessions: auth.sessions,
  });
  // `app.rateLimit(action)` for the routes below: one limiter, one table (decision 011).
  await app.register(rateLimit, {
    service: rateLimits.service,
    // Visitors (Contact Us) are counted by IP alone; a signed-in caller by account too.
    callerEmail: (request) =>
      request.user || request.identitySession ? callerEmail(request) : undefined,
  });
  // Issue #36: sign-up, sign-in and checkout record the device and network they came from.
  await trustEvidenceHooks(app, { trust });

  await app.register(healthRoutes);
  await app.register(catalogueRoutes, { catalogue });
  await app.register(phoneModelsRoutes, { models: phoneModels.service });
  await app.register(searchRoutes, { search: search.service });
  await app.register(statsRoutes, { stats: stats.service });
  await app.register(authRoutes, { auth, rateLimits: rateLimits.service, users: users.service });
  await app.register(usersRoutes, { users: users.service });
  await app.register(phoneRoutes, { phone: phone.service });
  await app.register(uploadsRoutes, { uploads: uploads.service });
  await app.register(sellingRoutes, { selling: selling.service });
  await app.register(reportsRoutes, { reports: reports.service });
  await app.register(bookingsRoutes, { bookings: bookings.service });
  await app.register(paymentsRoutes, { payments });
  await app.register(settlementRoutes, { settlement: payments.settlement.service });
  await app.register(declineRoutes, {
    declines: deals.declines,
    statements: { check: disputes.statements.storedPhotos, state: disputes.statements.state },
  });
  await app.register(disputesRoutes, disputes);
  await app.register(adminRoutes, admin);
  await app.register(contactRoutes, { contact: contact.service });
  await app.register(imeiRoutes, { imei: imei.service });
  await app.register(notificationsRoutes, { notifications: notifications.service });
  await app.register(notificationPreferencesRoutes, { preferences: notifications.preferences });
  await app.register(pushRoutes, { push });
  await app.register(auditRoutes, { audit: audit.service });
  await app.register(ledgerRoutes, { ledger: ledger.service });
  await app.register(messagingRoutes, { messaging });
  await app.register(reviewsRoutes, { reviews });
  await app.register(favouritesRoutes, { favourites });
  await app.register(alertsRoutes, { alerts });
  await app.register(priceGuideRoutes, { priceGuide });
  await app.register(offersRoutes, { offers });
  await app.register(listingReviewRoutes, { listingReview });
  await app.register(selfTestRoutes, { selfTest });
  await app.register(trustRoutes, { trust });
}
