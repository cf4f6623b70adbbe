import { randomBytes } from "node:crypto";
import type { DbOrTx } from "../../db/client.ts";
import { itemAttributes, itemAttributeValues, userRoles, users } from "../../db/schema/index.ts";
import { hashPassword } from "../../lib/passwords.ts";
import type { TokenService } from "../../lib/tokens.ts";

/** Test data for the cart tests: menu options and signed-in customers (the shared factories lack them). */

export interface AttributeSpec {
  textPrompt: string;
  controlType: 2 | 3 | 4;
  isRequired?: boolean;
  values: { name: string; costCents: number; isPreSelected?: boolean }[];
}

/** Adds option groups to a menu item; returns the value ids by name. */
export async function buildOptions(db: DbOrTx, menuItemId: number, specs: AttributeSpec[]) {
  const ids: Record<string, number> = {};
  for (const [i, spec] of specs.entries()) {
    const [attribute] = await db
      .insert(itemAttributes)
      .values({
        menuItemId,
        textPrompt: spec.textPrompt,
        controlType: spec.controlType,
        isRequired: spec.isRequired ?? false,
        sortOrder: i,
      })
      .returning({ id: itemAttributes.id });
    const rows = await db
      .insert(itemAttributeValues)
      .values(spec.values.map((v, j) => ({ ...v, attributeId: (attribute as { id: number }).id, sortOrder: j })))
      .returning({ id: itemAttributeValues.id, name: itemAttributeValues.name });
    for (const row of rows) ids[row.name] = row.id;
  }
  return ids;
}

export interface TestCustomer {
  id: number;
  email: string;
  password: string;
  authorization: string;
}

/** A customer of `tenantId` with a password and a bearer token. */
export async function buildCustomer(db: DbOrTx, tokens: TokenService, tenantId: number): Promise<TestCustomer> {
  const email = `cart-${randomBytes(4).toString("hex")}@example.com`;
  const password = "Cart-test-1";
  const [user] = await db
    .insert(users)
    .values({
      tenantId,
      userName: email,
      emailAddress: email,
      name: "Cart",
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  const id = (user as { id: number }).id;
  await db.insert(userRoles).values({ userId: id, role: "customer" });
  const { accessToken } = await tokens.sign({ userId: id, tenantId, roles: ["customer"] });
  return { id, email, password, authorization: `Bearer ${accessToken}` };
}
