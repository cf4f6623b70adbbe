/** One load scenario: a request autocannon repeats for `seconds` with `connections` in flight. */
export interface Scenario {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

const tenant = { "Abp.TenantId": "3" };

export const scenarios: Scenario[] = [
  { name: "health/ready (database round trip)", method: "GET", path: "/health/ready" },
];
export { tenant };
