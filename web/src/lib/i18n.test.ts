import { describe, expect, it } from "vitest";
import { createI18n, setLanguage } from "./i18n.ts";

describe("setLanguage", () => {
  it("adds a language's texts the instance lacks, then switches to it (html lang and dir follow)", async () => {
    const i18n = createI18n("en");
    i18n.removeResourceBundle("afg", "translation");
    expect(i18n.hasResourceBundle("afg", "translation")).toBe(false);

    await setLanguage(i18n, "afg");
    expect(i18n.hasResourceBundle("afg", "translation")).toBe(true);
    expect(i18n.language).toBe("afg");
    expect(i18n.t("language.label")).toBe("زبان");
    expect(document.documentElement).toHaveAttribute("dir", "rtl");

    await setLanguage(i18n, "fr");
    expect(i18n.t("language.label")).toBe("Langue");
    expect(document.documentElement).toHaveAttribute("lang", "fr-FR");
  });
});

describe("lang cookie", () => {
  it("keeps the chosen language in the lang cookie, which the server's first paint of / reads", async () => {
    const i18n = createI18n("en");
    expect(document.cookie).toContain("lang=en");
    await setLanguage(i18n, "afg");
    expect(document.cookie).toContain("lang=afg");
    await setLanguage(i18n, "en");
    expect(document.cookie).toContain("lang=en");
  });
});
