import { identityLimits } from "@dutchpot/contract/constants";
import { describe, expect, it } from "vitest";
import en from "../locales/en.json";
import {
  countryCodeAt,
  countryCodeIndexOf,
  countryCodeOptions,
  displayPhone,
  formatPhone,
  isValidPhone,
  toPhoneDigits,
} from "./phone.ts";
import {
  checkCode,
  checkEmail,
  checkNewPassword,
  checkPassword,
  checkPhone,
  type Problem,
  passwordMinLength,
  toCodeDigits,
} from "./validation.ts";

describe("email rule", () => {
  it.each(["a@b.co", "demo@dutchpot.ca", "  first.last@mail.example.org "])("accepts %s", (value) => {
    expect(checkEmail(value)).toBeNull();
  });
  it.each(["demo", "demo@", "demo@dutchpot", "@dutchpot.ca", "de mo@dutchpot.ca"])("rejects %s", (value) => {
    expect(checkEmail(value)).toBe("emailInvalid");
  });
  it("flags an empty email as blank", () => {
    expect(checkEmail("")).toBe("emailBlank");
    expect(checkEmail("   ")).toBe("emailBlank");
  });
});

describe("password rules", () => {
  it("sign-in only needs a password", () => {
    expect(checkPassword("")).toBe("passwordRequired");
    expect(checkPassword("x")).toBeNull();
  });
  it("a new password needs the contract's minimum length", () => {
    expect(passwordMinLength).toBe(identityLimits.passwordMinLength);
    expect(checkNewPassword("")).toBe("passwordRequired");
    expect(checkNewPassword("1234567")).toBe("passwordShort");
    expect(checkNewPassword("12345678")).toBeNull();
  });
});

describe("phone rules", () => {
  it.each(["4165550199", "(416) 555-0199", "416-555-0199", "416 555 0199", "(416)555-0199"])("accepts %s", (value) => {
    expect(isValidPhone(value)).toBe(true);
    expect(checkPhone(value)).toBeNull();
  });
  it.each(["", "416555019", "41655501999", "416.555.0199", "abc5550199"])("rejects %s", (value) => {
    expect(checkPhone(value)).toBe("phoneInvalid");
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
  it("needs exactly the contract's code length in digits", () => {
    expect(identityLimits.codeLength).toBe(6);
    expect(checkCode("123456")).toBeNull();
    expect(checkCode("12345")).toBe("codeInvalid");
    expect(checkCode("1234567")).toBe("codeInvalid");
    expect(checkCode("12a456")).toBe("codeInvalid");
  });
});

it("code fields keep digits only, at most the code length", () => {
  expect(toCodeDigits("12 34-56 78")).toBe("123456");
  expect(toCodeDigits("a1b2")).toBe("12");
});

describe("country calling codes", () => {
  it("sends the code of the chosen option and +1 for an unknown one", () => {
    expect(countryCodeOptions.map((o) => o.label)).toEqual(["+1 (US)", "+1 (CA)", "+61 (AU)", "+91 (IND)"]);
    expect(countryCodeAt(2)).toBe("+61");
    expect(countryCodeAt(99)).toBe("+1");
  });
  it("shows a stored +1 as Canada, another code as its option, an unknown one as the first", () => {
    expect(countryCodeIndexOf("+1")).toBe(1);
    expect(countryCodeIndexOf("+91")).toBe(3);
    expect(countryCodeIndexOf(null)).toBe(0);
  });
  it("displays code and number together", () => {
    expect(displayPhone("+1", "4165550199")).toBe("+1 (416) 555-0199");
    expect(displayPhone("+1", null)).toBe("");
  });
});

describe("feature messages", () => {
  const problems: Problem[] = [
    "required",
    "emailBlank",
    "emailInvalid",
    "passwordRequired",
    "passwordShort",
    "phoneInvalid",
    "codeInvalid",
  ];
  it.each(problems)("every problem has an English text in sign-in and in the account screens (%s)", (problem) => {
    expect(en.auth.errors[problem]).toBeTruthy();
    expect(en.account.errors[problem]).toBeTruthy();
  });
});
