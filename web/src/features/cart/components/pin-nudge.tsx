import { useTranslation } from "react-i18next";
import { nudge, nudgeStepM, type Point } from "../pin-rule.ts";
import "./pin-nudge.css";

const moves = [
  { key: "north", north: 1, east: 0, arrow: "↑" },
  { key: "west", north: 0, east: -1, arrow: "←" },
  { key: "east", north: 0, east: 1, arrow: "→" },
  { key: "south", north: -1, east: 0, arrow: "↓" },
] as const;

/** Keyboard (and screen-reader) path for moving the pin: one press moves it 200 m. */
export function PinNudge({ pin, onMove }: { pin: Point; onMove: (pin: Point) => void }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form fieldset
    <div className="dropoff__nudge" role="group" aria-label={t("dropoff.panel.nudgeGroup")}>
      {moves.map((move) => (
        <button
          key={move.key}
          type="button"
          className={`dropoff__nudge-btn dropoff__nudge-btn--${move.key}`}
          aria-label={t(`dropoff.panel.nudge.${move.key}`)}
          title={t(`dropoff.panel.nudge.${move.key}`)}
          onClick={() => onMove(nudge(pin, move.north * nudgeStepM, move.east * nudgeStepM))}
        >
          <span aria-hidden="true">{move.arrow}</span>
        </button>
      ))}
    </div>
  );
}
