import type { AuthenticateResult } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { loadJwtSecret } from "../../lib/tokens.ts";
import { createMessenger, MessagingError, type Messenger } from "../../providers/messaging/index.ts";
import { OneTimeCodes } from "./one-time-codes.ts";
import { SignInThrottle } from "./sign-in-throttle.ts";
import { ThrottleCounters } from "./throttle-counters.ts";

/** The time source of identity rules (code expiry, throttling windows); tests replace `now`. */
export interface Clock {
  now(): Date;
}

/** Whose data a data source exports or erases. */
export interface AccountSubject {
  userId: number;
  tenantId: number | null;
  emailAddress: string;
  /** E.164, or null. */
  phone: string | null;
}

export type ArchiveSection = "addresses" | "orders" | "subscriptions" | "likes" | "carts" | "cards";

/**
 * A domain's part in the data archive and in account deletion: other modules (carts, likes,
 * cards, orders, subscriptions) register one so that `ExportMyData` lists their rows and
 * `DeleteCustomer` erases or anonymises them in the same transaction (cards: remove at the
 * provider; orders: keep, without personal data).
 */
export interface AccountDataSource {
  section: ArchiveSection;
  export?: (subject: AccountSubject) => Promise<Record<string, unknown>[]>;
  erase?: (subject: AccountSubject, tx: DbOrTx) => Promise<void>;
}

/** Who just signed in, and the guest id the request carried (their guest data may follow them). */
export interface SignedIn {
  userId: number;
  tenantId: number | null;
  guestId: string | null;
}

/**
 * Runs on every sign-in (password, phone code, password change) before its token is returned:
 * other modules react without the identity module knowing them (the cart module merges the
 * guest's carts). A listener that throws fails the sign-in, so listeners must be safe to retry.
 */
export type SignedInListener = (event: SignedIn) => Promise<void>;

export interface Identity {
  clock: Clock;
  messenger: Messenger;
  codes: OneTimeCodes;
  throttle: SignInThrottle;
  /** Atomic limit counters (sign-ups per address, sign-up notices): decision 025. */
  counters: ThrottleCounters;
  /** Issues the access token of a sign-in (TokenAuth result shape), then tells the signed-in listeners. */
  signIn(
    user: {
      id: number;
      tenantId: number | null;
      tokenVersion: number;
      roles: string[];
    },
    guestId?: string | null,
  ): Promise<AuthenticateResult>;
  /** Adds a listener told of every sign-in (composition root: server/src/services.ts). */
  onSignedIn(listener: SignedInListener): void;
  readonly dataSources: readonly AccountDataSource[];
  registerDataSource(source: AccountDataSource): void;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Set for the modules (registered after this plugin); outside them use `identityOf(app)`. */
    identity: Identity;
  }
}

/** Keyed by the app-wide token service, which every encapsulation context shares. */
const byApp = new WeakMap<object, Identity>();

/** The identity services of an app from any context (e.g. a test holding the root instance). */
export function identityOf(app: FastifyInstance): Identity {
  const identity = byApp.get(app.tokens);
  if (!identity) throw new Error("the identity plugin is not registered");
  return identity;
}

/**
 * Shared identity services for the auth and customers modules, and the token revocation check:
 * a token is revoked when its user was deleted or deactivated, or its `ver` is older than the
 * user's token version (password change or reset, deletion).
 */
export const identityPlugin = fp(async (app: FastifyInstance) => {
  const clock: Clock = { now: () => new Date() };
  const now = () => clock.now();
  const secret = loadJwtSecret({ secret: app.config.JWT_SECRET, dataDir: app.config.DATA_DIR });
  const dataSources: AccountDataSource[] = [];
  const signedInListeners: SignedInListener[] = [];
  const messenger = createMessenger(app.config, app.db, app.log, now);
  const counters = new ThrottleCounters(app.db, `throttle:${secret}`);
  const identity: Identity = {
    clock,
    messenger: {
      sms: messenger.sms,
      email: messenger.email,
      // A provider outage is a 503 with a readable envelope, logged with the provider's reason.
      send: async (message) => {
        try {
          await messenger.send(message);
        } catch (err) {
          if (!(err instanceof MessagingError)) throw err;
          app.log.error({ err, channel: message.channel }, "message not sent");
          throw new AppError(503, "The message could not be sent", "Please try again in a moment.");
        }
      },
    } as Messenger,
    codes: new OneTimeCodes(app.db, `one-time-codes:${secret}`, now, counters),
    throttle: new SignInThrottle(app.db, counters, now),
    counters,
    signIn: async (user, guestId = null) => {
      for (const listener of signedInListeners) await listener({ userId: user.id, tenantId: user.tenantId, guestId });
      const issued = await app.tokens.sign({
        userId: user.id,
        tenantId: user.tenantId,
        roles: user.roles,
        tokenVersion: user.tokenVersion,
      });
      return {
        accessToken: issued.accessToken,
        // Only ABP's SignalR reads this; the client holds the token anyway, so an encoding suffices.
        encryptedAccessToken: Buffer.from(issued.accessToken).toString("base64"),
        expireInSeconds: issued.expireInSeconds,
        userId: user.id,
      };
    },
    dataSources,
    registerDataSource: (source) => {
      dataSources.push(source);
    },
    onSignedIn: (listener) => {
      signedInListeners.push(listener);
    },
  };
  app.decorate("identity", identity);
  byApp.set(app.tokens, identity);

  app.setRevocationCheck(async (_jti, userId, _issuedAt, tokenVersion) => {
    const [row] = await app.db
      .select({ version: users.tokenVersion, deletedAt: users.deletedAt, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, userId));
    // No such user (removed, or a token minted for an id that never existed): no session.
    if (!row) return true;
    return row.deletedAt !== null || !row.isActive || row.version !== tokenVersion;
  });
});
