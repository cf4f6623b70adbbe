import type { Row } from "../expectations.ts";
import { freshPhone, unique } from "./samples.ts";

/** Identity: sign-in, codes, the own account. */
export const identityRows: Record<string, Row> = {
  "TokenAuth.Authenticate": {
    access: "signIn",
    request: ({ signer }) => ({ body: { userNameOrEmailAddress: signer.email, password: signer.password } }),
  },
  "Account.SendPasswordResetCode": {
    access: "signIn",
    // An address of its own per call: the code throttle counts per recipient.
    request: () => ({ body: { emailAddress: `reset-${unique()}@example.com` } }),
  },
  "Account.ResetPassword": {
    access: "signIn",
    // A wrong code: the call is reached and refused by its own rule (the reset itself: auth's tests).
    owner: 400,
    request: ({ signer }) => ({ body: { emailAddress: signer.email, code: "000000", newPassword: "New-pass-123" } }),
  },
  "User.ChangePassword": {
    access: "ownAccount",
    // Only the target knows its current password: everyone else is refused by the rule (400).
    request: (_, target) => ({ body: { currentPassword: target.password, newPassword: "Changed-pass-1" } }),
    last: 4,
  },
  "Customers.Register": {
    access: "signIn",
    request: () => {
      const id = unique();
      return {
        body: {
          name: "New",
          surname: "Customer",
          emailAddress: `new-${id}@example.com`,
          password: "Register-1",
          phoneNumber: `+1${freshPhone()}`,
        },
      };
    },
  },
  "Customers.GeneratePhoneConfirmationCode": {
    access: "signIn",
    request: () => ({ body: { phoneNumber: freshPhone(), countryCode: "+1" } }),
  },
  "Customers.ConfirmPhoneNumber": {
    access: "signIn",
    // A wrong code: reached, refused by its own rule (confirmation itself: customers' tests).
    owner: 400,
    request: () => ({ body: { confirmationCode: "000000", phoneNumber: freshPhone(), countryCode: "+1" } }),
  },
  "Customers.UpdateProfile": { access: "ownAccount", request: () => ({ body: { city: "Toronto" } }) },
  "Customers.Profile": { access: "ownAccount", request: () => ({}) },
  "Customers.Get": { access: "ownAccount", notOwner: 404, request: (_, t) => ({ query: { id: t.userId } }) },
  "Customers.ExportMyData": { access: "ownAccount", request: () => ({}) },
  "Customers.DeleteCustomer": { access: "ownAccount", request: () => ({}), last: 5 },
  "Country.Getall": { access: "public", request: () => ({}) },
};
