import type { AccountDataSource } from "../auth/identity.plugin.ts";
import type { LikesService } from "./likes.service.ts";

/**
 * Saved stores' part in a customer's data archive (every like, including stores that have since
 * closed) and in account deletion (the likes go with the account).
 */
export function likesAccountData(likes: LikesService): AccountDataSource {
  return {
    section: "likes",
    export: (subject) => likes.archiveOf(subject.userId),
    erase: (subject, tx) => likes.eraseAllOf(subject.userId, tx),
  };
}
