import { type SandboxOutcome, sandboxTestCards } from "@dutchpot/contract";

/**
 * Card number rules of the sandbox tokenizer (pure): digits, Luhn check, brand from the leading
 * digits, expiry. The number lives only in these functions' arguments: never stored, never logged.
 */

/** The digits of a typed number (spaces and dashes allowed between groups), or null when malformed. */
export function cardDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, "");
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) check every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Square's brand words, from the number's leading digits (IIN ranges). */
export function brandOf(digits: string): string {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith("4")) return "VISA";
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return "MASTERCARD";
  if (two === 34 || two === 37) return "AMERICAN_EXPRESS";
  if (digits.startsWith("6011") || digits.startsWith("65") || (four >= 6440 && four <= 6499)) return "DISCOVER";
  if (four >= 3528 && four <= 3589) return "JCB";
  if (two === 36 || two === 38 || (four >= 3000 && four <= 3059)) return "DISCOVER_DINERS";
  if (two === 62) return "CHINA_UNIONPAY";
  return "OTHER_BRAND";
}

/** A card is valid through the last day of its expiry month (in UTC). */
export function isExpired(expMonth: number, expYear: number, now: Date = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

const outcomes = new Map<string, SandboxOutcome>(sandboxTestCards.map((c) => [c.number.replace(/\s/g, ""), c.outcome]));

/** What the sandbox does with this number: a documented test number's outcome; any other approves. */
export function sandboxOutcomeOf(digits: string): SandboxOutcome {
  return outcomes.get(digits) ?? "approve";
}
