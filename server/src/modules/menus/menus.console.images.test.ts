/** An item's picture uploaded through Media/Upload is accepted only as the admin's own tenant's upload. */
import { menuTexts } from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import { image, upload } from "../media/media.test-app.ts";
import { call, menuEventCount, useMenuWorld } from "./menus.console.test-app.ts";

const world = useMenuWorld();

/** Uploads a small PNG as this admin and answers its url. */
async function uploadAs(authorization: string) {
  const bytes = await image(64, 64, "png");
  const res = await upload(world.ctx, { authorization }, { file: { bytes, name: "dish.png", type: "image/png" } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.url as string;
}

describe("MerchantMenu: an item's uploaded picture", () => {
  it("is accepted when the admin's own tenant uploaded it", async () => {
    const url = await uploadAs(world.a.admin);
    const res = await call(world, world.a.admin, "POST", "MerchantMenu/CreateItem", {
      shopId: world.a.shop,
      name: "Own picture",
      price: 4,
      imageUrl: url,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.imageUrl).toBe(url);
  });

  it("is refused (400 on imageUrl, nothing changes) when another tenant uploaded it", async () => {
    const url = await uploadAs(world.b.admin);
    const before = await menuEventCount(world, world.a.shop);
    const created = await call(world, world.a.admin, "POST", "MerchantMenu/CreateItem", {
      shopId: world.a.shop,
      name: "Borrowed picture",
      price: 4,
      imageUrl: url,
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().error.validationErrors).toEqual([
      expect.objectContaining({ members: ["imageUrl"], message: menuTexts.imageNotStored }),
    ]);
    expect(await menuEventCount(world, world.a.shop)).toBe(before);

    // The same on an update of B's own item with A's upload, the other way round.
    const urlOfA = await uploadAs(world.a.admin);
    const updated = await call(world, world.b.admin, "PUT", "MerchantMenu/UpdateItem", {
      id: world.b.item,
      tagId: world.b.tag,
      name: "Borrowed picture",
      price: 4,
      imageUrl: urlOfA,
    });
    expect(updated.statusCode, updated.body).toBe(400);
    expect(updated.json().error.validationErrors[0].members).toEqual(["imageUrl"]);
  });
});
