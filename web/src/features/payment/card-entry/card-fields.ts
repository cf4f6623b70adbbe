/**
 * The sandbox card form's rules: the checks a browser can make before a card is sent to be
 * tokenized. Each check returns what is wrong (a problem key under `payment.card.errors`) or null.
 */

export type CardProblem =
  | "numberRequired"
  | "numberInvalid"
  | "expiryRequired"
  | "expiryInvalid"
  | "expiryPast"
  | "cvvInvalid"
  | "postalCodeInvalid";

const maxDigits = 19;

export const digitsOf = (value: string): string => value.replace(/\D/g, "");

/** The number as typed, grouped by four ("4111 1111 1111 1111"), at most 19 digits. */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, maxDigits)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function checkCardNumber(value: string): CardProblem | null {
  const digits = digitsOf(value);
  if (digits === "") return "numberRequired";
  return digits.length >= 12 && digits.length <= maxDigits && passesLuhn(digits) ? null : "numberInvalid";
}

/** "MMYY" typed in any shape → "MM/YY" (the slash is added after the month). */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** "MM/YY" → month and four-digit year, or null when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month. */
export function checkExpiry(value: string, today: Date = new Date()): CardProblem | null {
  if (value.trim() === "") return "expiryRequired";
  const expiry = parseExpiry(value);
  if (!expiry) return "expiryInvalid";
  const current = today.getFullYear() * 12 + today.getMonth() + 1;
  return expiry.year * 12 + expiry.month < current ? "expiryPast" : null;
}

export function checkCvv(value: string): CardProblem | null {
  return /^\d{3,4}$/.test(value.trim()) ? null : "cvvInvalid";
}

/** Optional; when given, letters, digits, spaces and dashes (Canadian "M5V 2T6", US "10001"). */
export function checkPostalCode(value: string): CardProblem | null {
  const trimmed = value.trim();
  return trimmed === "" || /^[A-Za-z0-9 -]{3,10}$/.test(trimmed) ? null : "postalCodeInvalid";
}
