import type { DataArchive } from "@dutchpot/contract";
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import { UnauthorizedError } from "../../lib/errors.ts";
import type { AccountsService, UserRow } from "../auth/accounts.service.ts";
import type { AccountSubject, ArchiveSection, Identity } from "../auth/identity.plugin.ts";
import * as repo from "./customers.repository.ts";
import { toProfile } from "./customers.service.ts";

/** Every address and number messages about this account may have gone to. */
function recipientsOf(user: UserRow): string[] {
  const list = [user.emailAddress, user.emailAddress.toLowerCase()];
  if (user.phoneCountryCode && user.phoneNumber) list.push(`${user.phoneCountryCode}${user.phoneNumber}`);
  if (user.pendingPhoneCountryCode && user.pendingPhoneNumber) {
    list.push(`${user.pendingPhoneCountryCode}${user.pendingPhoneNumber}`);
  }
  return [...new Set(list)];
}

function subjectOf(user: UserRow): AccountSubject {
  const phone = user.phoneCountryCode && user.phoneNumber ? `${user.phoneCountryCode}${user.phoneNumber}` : null;
  return { userId: user.id, tenantId: user.tenantId, emailAddress: user.emailAddress, phone };
}

/** The customer's data archive (Customers/ExportMyData) and true account deletion (Customers/DeleteCustomer). */
export function createAccountDataService(db: Db, identity: Identity, accounts: AccountsService) {
  const liveUser = async (userId: number) => {
    const user = await accounts.findLive(userId);
    if (!user) throw new UnauthorizedError();
    return user;
  };

  return {
    async exportMyData(userId: number): Promise<DataArchive> {
      const user = await liveUser(userId);
      const subject = subjectOf(user);
      const sections: Record<ArchiveSection, Record<string, unknown>[]> = {
        addresses: [],
        orders: [],
        subscriptions: [],
        likes: [],
        carts: [],
        cards: [],
      };
      if (user.address || user.city || user.postCode) {
        sections.addresses.push({
          kind: "profile",
          address: user.address,
          city: user.city,
          postCode: user.postCode,
          countryId: user.countryId,
          stateProvinceId: user.stateProvinceId,
        });
      }
      for (const source of identity.dataSources) {
        if (source.export) sections[source.section].push(...(await source.export(subject)));
      }
      const messages = await repo.messagesTo(db, recipientsOf(user));
      return {
        format: "dutchpot.data-archive.v1",
        exportedAt: identity.clock.now().toISOString(),
        profile: toProfile(user, await accounts.rolesOf(user.id)),
        addresses: sections.addresses as DataArchive["addresses"],
        orders: sections.orders,
        subscriptions: sections.subscriptions,
        likes: sections.likes,
        carts: sections.carts,
        cards: sections.cards as DataArchive["cards"],
        messages: messages.map((m) => ({
          channel: m.channel,
          recipient: m.recipient,
          subject: m.subject,
          sentAt: m.createdAt.toISOString(),
        })),
      };
    },

    /** Erases or anonymises everything about the caller in one transaction; every token stops working. */
    async deleteCustomer(userId: number): Promise<null> {
      const user = await liveUser(userId);
      const subject = subjectOf(user);
      await withTransaction(db, async (tx) => {
        for (const source of identity.dataSources) await source.erase?.(subject, tx);
        const recipients = recipientsOf(user);
        await repo.deleteMessagesTo(tx, recipients);
        await accounts.erase(user, recipients, identity.clock.now(), tx);
      });
      return null;
    },
  };
}
