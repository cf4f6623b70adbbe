/** Shared limits: the server enforces them, the web app uses them in its forms. */
export const limits = {
  /** ABP paging: MaxResultCount default and maximum (decision 6 of the wire contract). */
  defaultPageSize: 10,
  maxPageSize: 1000,
} as const;
