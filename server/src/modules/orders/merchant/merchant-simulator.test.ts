import { orderStatus as s } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { users } from "../../../db/schema/index.ts";
import { testClock } from "../../../lib/clock.ts";
import { useCheckoutTestApp } from "../../checkout/checkout.test-app.ts";
import { fulfilmentDeps, paidOrder, simulateTenant3, statusOf } from "../fulfilment/fulfilment.test-kit.ts";
import { type SimulatorSettings, simulateFulfilment } from "../fulfilment/simulator.ts";
import { buildTenantAdmin, ownerTenantOf } from "./merchant-orders.test-app.ts";

const clock = testClock();
const world = useCheckoutTestApp({}, { clock });
const db = () => world.ctx.database.db;
const step = 30;

beforeEach(async () => {
  clock.set(new Date());
  await simulateTenant3(world, true);
});

/** One simulator step later, in each mode that moves storefront 3's orders. */
async function nextStep(mode: SimulatorSettings["mode"]) {
  clock.advance((step + 1) * 1000);
  await simulateFulfilment(fulfilmentDeps(world, clock), { mode, stepSeconds: step });
}

const otherShop = () => ({ shopId: world.shop.noPickup, foodMenuId: world.item.noPickupMeal });

describe("the fulfilment simulator and the merchant's own board", () => {
  it.each(["tenant", "on"] as const)(
    "(SIMULATOR=%s) never moves orders of a partner with an active tenant admin; others still move",
    async (mode) => {
      const owner = await ownerTenantOf(db(), world.shop.tight);
      await buildTenantAdmin(db(), world.ctx.app.tokens, owner);
      const own = await paidOrder(world, world.alice, {
        at: { shopId: world.shop.tight, foodMenuId: world.item.tightMeal },
      });
      const simulated = await paidOrder(world, world.bob, { at: otherShop() });
      await nextStep(mode);
      await nextStep(mode);
      expect(await statusOf(world, own)).toBe(s.confirmed);
      expect(await statusOf(world, simulated)).toBe(s.outForDelivery);
    },
  );

  it("moves them again once the partner has no active admin (deactivated or deleted)", async () => {
    const owner = await ownerTenantOf(db(), world.shop.open);
    const admin = await buildTenantAdmin(db(), world.ctx.app.tokens, owner);
    const id = await paidOrder(world, world.alice);
    await nextStep("tenant");
    expect(await statusOf(world, id)).toBe(s.confirmed);
    await db().update(users).set({ isActive: false }).where(eq(users.id, admin.id));
    await nextStep("tenant");
    expect(await statusOf(world, id)).toBe(s.processing);
  });
});
