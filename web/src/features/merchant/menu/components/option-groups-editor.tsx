import { merchantMenuLimits } from "@dutchpot/contract/constants";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button.tsx";
import { SelectField } from "../../../../components/ui/select-field.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { type GroupDraft, moved, newGroup, newValue, type Problems, type ValueDraft } from "./item-draft.ts";

interface Props {
  groups: GroupDraft[];
  onChange: (groups: GroupDraft[]) => void;
  problems: Problems;
}

/** The item's option groups: prompt, single or multiple choice, required, values with cost and pre-selected. */
export function OptionGroupsEditor({ groups, onChange, problems }: Props) {
  const { t } = useTranslation();
  const problem = (key: string) => (problems[key] ? t(`merchantMenu.problems.${problems[key]}`) : null);
  const setGroup = (index: number, group: GroupDraft) => onChange(groups.map((g, i) => (i === index ? group : g)));
  const setValue = (group: GroupDraft, gi: number, vi: number, value: ValueDraft) =>
    setGroup(gi, { ...group, values: group.values.map((v, i) => (i === vi ? value : v)) });

  return (
    <fieldset className="menu-options">
      <legend>{t("merchantMenu.options.title")}</legend>
      {groups.length === 0 && <p className="menu-options__empty">{t("merchantMenu.options.none")}</p>}
      {groups.map((group, gi) => {
        const name = group.textPrompt || t("merchantMenu.options.untitled", { n: gi + 1 });
        return (
          <fieldset key={group.key} className="menu-options__group">
            <legend>{name}</legend>
            <div className="menu-options__row">
              <TextField
                label={t("merchantMenu.options.prompt")}
                value={group.textPrompt}
                maxLength={merchantMenuLimits.maxNameLength}
                onChange={(e) => setGroup(gi, { ...group, textPrompt: e.target.value })}
                error={problem(`${group.key}.prompt`)}
              />
              <SelectField
                label={t("merchantMenu.options.kind")}
                value={String(group.controlType)}
                onChange={(e) => setGroup(gi, { ...group, controlType: e.target.value === "2" ? 2 : 3 })}
              >
                <option value="2">{t("merchantMenu.options.single")}</option>
                <option value="3">{t("merchantMenu.options.multiple")}</option>
              </SelectField>
              <label className="menu-check">
                <input
                  type="checkbox"
                  checked={group.isRequired}
                  onChange={(e) => setGroup(gi, { ...group, isRequired: e.target.checked })}
                />
                {t("merchantMenu.options.required")}
              </label>
            </div>
            {problem(`${group.key}.values`) && (
              <p className="field__error" role="alert">
                {problem(`${group.key}.values`)}
              </p>
            )}
            <ul className="menu-options__values">
              {group.values.map((value, vi) => {
                const valueName = value.name || t("merchantMenu.options.untitledValue", { n: vi + 1 });
                return (
                  <li key={value.key} className="menu-options__value">
                    <TextField
                      label={t("merchantMenu.options.valueName")}
                      value={value.name}
                      maxLength={merchantMenuLimits.maxNameLength}
                      onChange={(e) => setValue(group, gi, vi, { ...value, name: e.target.value })}
                      error={problem(`${value.key}.name`)}
                    />
                    <TextField
                      label={t("merchantMenu.options.cost")}
                      inputMode="decimal"
                      value={value.cost}
                      onChange={(e) => setValue(group, gi, vi, { ...value, cost: e.target.value })}
                      error={problem(`${value.key}.cost`)}
                    />
                    <label className="menu-check">
                      <input
                        type="checkbox"
                        checked={value.isPreSelected}
                        onChange={(e) => setValue(group, gi, vi, { ...value, isPreSelected: e.target.checked })}
                      />
                      {t("merchantMenu.options.preSelected")}
                    </label>
                    <span className="menu-options__tools">
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        disabled={vi === 0}
                        aria-label={t("merchantMenu.moveUp", { name: valueName })}
                        onClick={() => setGroup(gi, { ...group, values: moved(group.values, vi, -1) })}
                      >
                        ↑
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        disabled={vi === group.values.length - 1}
                        aria-label={t("merchantMenu.moveDown", { name: valueName })}
                        onClick={() => setGroup(gi, { ...group, values: moved(group.values, vi, 1) })}
                      >
                        ↓
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        aria-label={t("merchantMenu.options.removeValue", { name: valueName })}
                        onClick={() => setGroup(gi, { ...group, values: group.values.filter((_, i) => i !== vi) })}
                      >
                        ✕
                      </Button>
                    </span>
                  </li>
                );
              })}
            </ul>
            <div className="menu-options__tools">
              <Button
                type="button"
                size="sm"
                variant="secondary"
                disabled={group.values.length >= merchantMenuLimits.maxOptionValues}
                onClick={() => setGroup(gi, { ...group, values: [...group.values, newValue()] })}
              >
                {t("merchantMenu.options.addValue")}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={gi === 0}
                aria-label={t("merchantMenu.moveUp", { name })}
                onClick={() => onChange(moved(groups, gi, -1))}
              >
                ↑
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={gi === groups.length - 1}
                aria-label={t("merchantMenu.moveDown", { name })}
                onClick={() => onChange(moved(groups, gi, 1))}
              >
                ↓
              </Button>
              <Button
                type="button"
                size="sm"
                variant="danger"
                onClick={() => onChange(groups.filter((_, i) => i !== gi))}
              >
                {t("merchantMenu.options.removeGroup", { name })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button
        type="button"
        variant="secondary"
        disabled={groups.length >= merchantMenuLimits.maxOptionGroups}
        onClick={() => onChange([...groups, newGroup()])}
      >
        {t("merchantMenu.options.addGroup")}
      </Button>
    </fieldset>
  );
}
