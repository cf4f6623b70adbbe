/** A card ready to be charged or saved: the provider's one-time token and what may be shown of it. */
export interface CardResult {
  token: string;
  brand: string | null;
  last4: string | null;
}

/**
 * What a screen asks of the card entry: `tokenize()` checks the entry and answers a one-time token,
 * or null when it cannot (the entry shows why: a field error, a decline of the number, an SDK error).
 */
export interface CardEntryHandle {
  tokenize(): Promise<CardResult | null>;
}
