/** A shop's logo or banner uploaded through Media/Upload is accepted only as the admin's own tenant's upload. */
import { describe, expect, it } from "vitest";
import { image, upload } from "../media/media.test-app.ts";
import { type Caller, consoleCall, editable, settingsOf, useShopsConsoleTestApp } from "./shops.console.test-app.ts";

const { world, admins } = useShopsConsoleTestApp();

/** Uploads a small PNG as this admin and answers its url. */
async function uploadAs(who: Caller) {
  const bytes = await image(200, 200, "png");
  const res = await upload(world.ctx, who, { file: { bytes, name: "logo.png", type: "image/png" } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.url as string;
}

describe("MerchantShop/Update: an uploaded logo or banner", () => {
  it("is accepted when the admin's own tenant uploaded it", async () => {
    const url = await uploadAs(admins.a);
    const before = await settingsOf(world, admins.a, world.shop.open);
    const res = await consoleCall(world, admins.a, "PUT", "Update", { ...editable(before), logoUrl: url });
    expect(res.statusCode, res.body).toBe(200);
    expect((await settingsOf(world, admins.a, world.shop.open)).logoUrl).toBe(url);
  });

  it.each(["logoUrl", "bannerUrl"])(
    "is refused as %s (400, nothing changes) when another tenant uploaded it",
    async (field) => {
      const url = await uploadAs(admins.b);
      const before = await settingsOf(world, admins.a, world.shop.open);
      const res = await consoleCall(world, admins.a, "PUT", "Update", { ...editable(before), [field]: url });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.validationErrors[0].members).toEqual([field]);
      expect(await settingsOf(world, admins.a, world.shop.open)).toEqual(before);
    },
  );
});
