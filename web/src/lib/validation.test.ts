import { describe, expect, it } from "vitest";
import { formatPhone, isValidPhone, toPhoneDigits } from "../../lib/phone.ts";
import { checkCode, checkEmail, checkNewPassword, checkPassword, checkPhone } from "./validation.ts";

describe("email rule", () => {
  it.each(["a@b.co", "demo@dutchpot.ca", "  first.last@mail.example.org "])("accepts %s", (value) => {
    expect(checkEmail(value)).toBeNull();
  });
  it.each(["demo", "demo@", "demo@dutchpot", "@dutchpot.ca", "de mo@dutchpot.ca"])("rejects %s", (value) => {
    expect(checkEmail(value)).toBe("auth.errors.emailInvalid");
  });
  it("flags an empty email as blank", () => {
    expect(checkEmail("")).toBe("auth.errors.emailBlank");
    expect(checkEmail("   ")).toBe("auth.errors.emailBlank");
  });
});

describe("password rules", () => {
  it("sign-in only needs a password", () => {
    expect(checkPassword("")).toBe("auth.errors.passwordRequired");
    expect(checkPassword("x")).toBeNull();
  });
  it("a new password needs at least 8 characters", () => {
    expect(checkNewPassword("")).toBe("auth.errors.passwordRequired");
    expect(checkNewPassword("1234567")).toBe("auth.errors.passwordShort");
    expect(checkNewPassword("12345678")).toBeNull();
  });
});

describe("phone rules", () => {
  it.each(["4165550199", "(416) 555-0199", "416-555-0199", "416 555 0199", "(416)555-0199"])("accepts %s", (value) => {
    expect(isValidPhone(value)).toBe(true);
    expect(checkPhone(value)).toBeNull();
  });
  it.each(["", "416555019", "41655501999", "416.555.0199", "abc5550199"])("rejects %s", (value) => {
    expect(checkPhone(value)).toBe("auth.errors.phoneInvalid");
  });
  it("keeps digits only, at most 10", () => {
    expect(toPhoneDigits("(416) 555-0199 ext 12")).toBe("4165550199");
    expect(toPhoneDigits("a1b2c3")).toBe("123");
  });
  it("formats a valid number as (xxx) xxx-xxxx and leaves anything else alone", () => {
    expect(formatPhone("4165550199")).toBe("(416) 555-0199");
    expect(formatPhone("416-555-0199")).toBe("(416) 555-0199");
    expect(formatPhone("41655")).toBe("41655");
  });
});

describe("security code rule", () => {
  it("needs exactly 6 digits", () => {
    expect(checkCode("123456")).toBeNull();
    expect(checkCode("12345")).toBe("auth.errors.codeInvalid");
    expect(checkCode("1234567")).toBe("auth.errors.codeInvalid");
    expect(checkCode("12a456")).toBe("auth.errors.codeInvalid");
  });
});
