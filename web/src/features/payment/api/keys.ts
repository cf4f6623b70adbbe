/** Query keys of the payment feature (one factory, so each mutation refreshes the right entries). */
export const paymentKeys = {
  all: ["payment"] as const,
  /** `GET Payments/GetConfiguration`: the card provider the browser uses. */
  configuration: () => [...paymentKeys.all, "configuration"] as const,
  /** `GET Customers/GetCustomersCardsList`: the signed-in customer's saved cards. */
  cards: () => [...paymentKeys.all, "cards"] as const,
  /** `POST Customers/Profile`, read for the name and email sent with a payment. */
  payer: () => [...paymentKeys.all, "payer"] as const,
};
