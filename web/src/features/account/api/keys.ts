/** Query keys of the account feature (one factory, so mutations invalidate the right entries). */
export const accountKeys = {
  profile: () => ["customers", "profile"] as const,
  countries: () => ["countries"] as const,
};
