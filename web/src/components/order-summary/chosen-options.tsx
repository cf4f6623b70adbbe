import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { intlLocale } from "../../lib/dates.ts";
import { cachedListFormat } from "../../lib/intl-cache.ts";
import { TransText } from "../trans-text.tsx";

/** One chosen option of a line: its group's prompt ("Size", "Choose a size") and the value chosen. */
export interface ChosenOption {
  group: string;
  value: string;
}

/** "Sliced?" → "Sliced": a group's prompt as the label before its value, without a closing ? or colon. */
export function groupLabel(prompt: string): string {
  return prompt.replace(/[\s?:؟：]+$/u, "");
}

/** One option as the summaries say it: "Size: Medium", the colon the language's own ("Taille : Moyenne"). */
export function ChosenOption({ option }: { option: ChosenOption }) {
  return <TransText i18nKey="cart.options.chosen" values={{ group: groupLabel(option.group), value: option.value }} />;
}

/**
 * A line's options, each after its group: "Size: Medium, Spice: Medium" (two values alike are told
 * apart), with the language's list separator ("، " in Dari). Each name and value is isolated, and the
 * list runs in the page's direction.
 */
export function ChosenOptions({ options }: { options: readonly ChosenOption[] }) {
  const { i18n } = useTranslation();
  const list = cachedListFormat(intlLocale(i18n.language), { type: "unit", style: "short" });
  // Each option goes in as its index, so each element part names its option and keys itself.
  let after = "start";
  return (
    <>
      {list.formatToParts(options.map((_, i) => String(i))).map((part) => {
        if (part.type === "literal") return <Fragment key={`after-${after}`}>{part.value}</Fragment>;
        after = part.value;
        const option = options[Number(part.value)];
        return option ? <ChosenOption key={part.value} option={option} /> : null;
      })}
    </>
  );
}
