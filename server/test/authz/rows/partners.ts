import { randomBytes } from "node:crypto";
import type { Row } from "../expectations.ts";

/**
 * Partner pages (issue 15): self-registration, the console's tenant check and rider applications.
 * Anonymous calls: each sample is a fresh business or rider, so every principal's call can succeed.
 */
const fresh = () => randomBytes(4).toString("hex");
let phones = 0;
const phone = () => `647${String(5_000_000 + (phones++ % 4_000_000)).padStart(7, "0")}`;

export const partnersRows: Record<string, Row> = {
  "Tenant.Register": {
    access: "public",
    request: ({ consoles }) => {
      const id = fresh();
      return {
        body: {
          tenancyName: `Shop${id}`,
          businessName: `Shop ${id}`,
          adminEmailAddress: `owner-${id}@example.com`,
          // An address the offline geocoder knows.
          address: "Oakville",
          phoneNumber: phone(),
          stateProvinceId: consoles.stateProvinceId,
          countryId: consoles.countryId,
          password: "Register-1",
        },
      };
    },
  },
  "Account.IsTenantAvailable": {
    access: "public",
    request: ({ consoles }) => ({ body: { tenancyName: consoles.partnerA.tenancyName } }),
  },
  "RiderApplication.Create": {
    access: "public",
    request: () => ({
      body: {
        firstName: "Rita",
        lastName: "Rider",
        emailAddress: `rider-${fresh()}@example.com`,
        phoneNumber: phone(),
        city: "Toronto",
        vehicle: "scooter",
      },
    }),
  },
};
