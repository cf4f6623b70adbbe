import type { ErrorInfo, InputRule } from "@dutchpot/contract";
import { abpTexts, inputRuleTexts } from "@dutchpot/contract";

export interface FieldIssue {
  /** camelCase member path, e.g. `maxResultCount` or `shoppingCartItem.quantity`. */
  member: string;
  message: string;
}

const pascal = (member: string) => {
  const last = member.split(".").pop() ?? member;
  return last.charAt(0).toUpperCase() + last.slice(1);
};
const camel = (key: string) => key.charAt(0).toLowerCase() + key.slice(1);

interface IssueLike {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * Turns one schema issue into an ABP-style message naming the field, in the texts ASP.NET Core
 * uses (`The X field is required.`, `The field X must be between a and b.`).
 */
export function describeIssue(issue: IssueLike): FieldIssue {
  const path = (issue.instancePath ?? "").split("/").filter(Boolean).map(camel);
  const member = path.join(".") || "input";
  const name = pascal(member);
  const params = issue.params ?? {};
  const raw = issue.message ?? "is not valid";
  if (member === "input" && /received undefined|received null/.test(raw)) {
    return { member, message: "input is null!" };
  }
  if (issue.keyword === "invalid_type" && /received undefined/.test(raw)) {
    return { member, message: `The ${name} field is required.` };
  }
  if (issue.keyword === "too_big" && params.origin === "number") {
    return { member, message: `The field ${name} must be at most ${String(params.maximum)}.` };
  }
  if (issue.keyword === "too_small" && params.origin === "number") {
    return { member, message: `The field ${name} must be at least ${String(params.minimum)}.` };
  }
  if (issue.keyword === "too_big" && params.origin === "string") {
    return {
      member,
      message: `The field ${name} must be a string with a maximum length of ${String(params.maximum)}.`,
    };
  }
  if (issue.keyword === "invalid_type" && params.expected === "number") {
    // A JSON body number sent as a string ("5") or anything else (decision 027).
    return { member, message: `The field ${name} must be a number.` };
  }
  if (issue.keyword === "custom") {
    // The contract's input rules (control characters, dates, decimal digits: decision 027) complete
    // the sentence; a refinement's own sentence ("Give both latitude and longitude.") stands alone.
    if (inputRuleOf(params)) return { member, message: `The field ${name} ${raw}.` };
    if (/^[A-Z].*\.$/.test(raw)) return { member, message: raw };
  }
  return { member, message: `The field ${name} is not valid: ${raw}` };
}

/** The contract's input rule behind a custom issue (`params.inputRule`), if any. */
function inputRuleOf(params: Record<string, unknown>): InputRule | undefined {
  const inner = params.params as { inputRule?: unknown } | undefined;
  const rule = inner?.inputRule;
  return typeof rule === "string" && rule in inputRuleTexts ? (rule as InputRule) : undefined;
}

/** The 400 ErrorInfo for a list of field issues. */
export function validationErrorInfo(issues: FieldIssue[]): ErrorInfo {
  const details = `${abpTexts.validationNarrative}\n${issues.map((i) => ` - ${i.message}\n`).join("")}`;
  return {
    code: 0,
    message: abpTexts.validation,
    details,
    validationErrors: issues.map((i) => ({ message: i.message, members: [i.member] })),
  };
}
