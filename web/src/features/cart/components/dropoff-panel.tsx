import type { Cart } from "@dutchpot/contract";
import { cartLimits } from "@dutchpot/contract/constants";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { TransText } from "../../../components/trans-text.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { defaultCenter, useStoredLocation } from "../../../lib/location.ts";
import { useSaveDropOffDetails, useSavePin } from "../api/update-dropoff.ts";
import { addressPointOf, isPinTooFar, type Point, pinDriftKm, startPinOf } from "../pin-rule.ts";
import { DropOffMap } from "./dropoff-map.tsx";
import { PinNudge } from "./pin-nudge.tsx";
import "../../../components/ui/link-button.css";
import "./dropoff-panel.css";
import { intlLocale } from "../../../lib/dates.ts";

export interface DropOffPanelProps {
  /** The open cart whose details the form starts from (the change applies to every open cart). */
  cart: Cart;
  onClose: () => void;
  /** "Use Change Address Option": closes the panel and opens the address search. */
  onChangeAddress: () => void;
}

/**
 * The drop-off panel (spec §2, §4): a map with the pin, Adjust Pin (drag, map click or the nudge
 * buttons; Save Pin is disabled beyond 4 km of the address), apartment or suite, the hand-off
 * choice and instructions. Both saves go to every open cart of the owner.
 */
export function DropOffPanel({ cart, onClose, onChangeAddress }: DropOffPanelProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const statusId = useId();
  const location = useStoredLocation();
  const cartAddress = addressPointOf(cart);
  // Without an address point on the cart, the stored location becomes its address when the pin is saved.
  const address: Point | null = cartAddress ?? location;
  const savedPin = startPinOf(cart, location ?? defaultCenter);

  const [adjusting, setAdjusting] = useState(false);
  const [pin, setPin] = useState<Point>(savedPin);
  const [apartment, setApartment] = useState(cart.apartmentNumber ?? "");
  const [leaveAtDoor, setLeaveAtDoor] = useState(cart.leaveAtDoor);
  const [instructions, setInstructions] = useState(cart.dropOffInstructions ?? "");
  const savePin = useSavePin();
  const saveDetails = useSaveDropOffDetails();
  const bodyRef = useRef<HTMLDivElement>(null);
  const shownMode = useRef(adjusting);

  // The button that switched the mode is gone: focus the first control of the new mode.
  useEffect(() => {
    if (shownMode.current === adjusting) return;
    shownMode.current = adjusting;
    bodyRef.current?.querySelector<HTMLElement>(adjusting ? ".dropoff__nudge-btn" : "[data-adjust-pin]")?.focus();
  }, [adjusting]);

  const tooFar = isPinTooFar(address, pin);
  const distance = address ? pinDriftKm(address, pin) : null;
  const number = new Intl.NumberFormat(intlLocale(i18n.language), {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  });

  const goBack = () => {
    setPin(savedPin);
    setAdjusting(false);
  };

  const onSavePin = () => {
    if (tooFar) return;
    savePin.mutate(
      { pin, address: cartAddress ? null : location },
      {
        onSuccess: () => {
          setAdjusting(false);
          toast.show({ message: t("dropoff.panel.pinSaved"), tone: "success", durationMs: 3000 });
        },
        onError: () => toast.show({ message: t("dropoff.panel.pinFailed"), tone: "error", durationMs: 3000 }),
      },
    );
  };

  const actions = adjusting ? (
    <>
      <Button variant="secondary" onClick={goBack}>
        {t("dropoff.panel.goBack")}
      </Button>
      <Button
        onClick={onSavePin}
        disabled={tooFar}
        loading={savePin.isPending}
        aria-describedby={tooFar ? statusId : undefined}
      >
        {t("dropoff.panel.savePin")}
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t("dropoff.panel.cancel")}
      </Button>
      <Button type="submit" form={formId} loading={saveDetails.isPending}>
        {t("dropoff.panel.save")}
      </Button>
    </>
  );

  return (
    <Dialog open onClose={onClose} title={t("dropoff.panel.title")} actions={actions}>
      <div ref={bodyRef} className="dropoff">
        {location ? (
          <p className="dropoff__address">
            {t("dropoff.panel.deliveringTo")} <bdi>{location.placeName}</bdi>
          </p>
        ) : null}
        <div className="dropoff__map">
          <DropOffMap pin={pin} address={address} adjusting={adjusting} onMove={setPin} />
        </div>
        {adjusting ? (
          <div className="dropoff__adjust">
            <p className="dropoff__hint">{t("dropoff.panel.adjustHint")}</p>
            <PinNudge pin={pin} onMove={setPin} />
            <div
              id={statusId}
              role="status"
              className={tooFar ? "dropoff__status dropoff__status--error" : "dropoff__status"}
            >
              {tooFar ? (
                <>
                  <span>{t("dropoff.panel.tooFar")}</span>{" "}
                  <button type="button" className="link-btn" onClick={onChangeAddress}>
                    {t("dropoff.panel.changeAddress")}
                  </button>
                </>
              ) : distance !== null ? (
                <TransText i18nKey="dropoff.panel.distance" values={{ distance: number.format(distance) }} />
              ) : null}
            </div>
          </div>
        ) : (
          <form
            id={formId}
            className="dropoff__form"
            onSubmit={(event) => {
              event.preventDefault();
              saveDetails.mutate(
                { leaveAtDoor, apartmentNumber: apartment.trim(), dropOffInstructions: instructions.trim() },
                {
                  onSuccess: () => {
                    toast.show({ message: t("dropoff.panel.detailsSaved"), tone: "success", durationMs: 3000 });
                    onClose();
                  },
                  onError: () =>
                    toast.show({ message: t("dropoff.panel.detailsFailed"), tone: "error", durationMs: 3000 }),
                },
              );
            }}
          >
            <div className="dropoff__pin-row">
              <p className="dropoff__hint">{address ? t("dropoff.panel.pinHint") : t("dropoff.panel.addressFirst")}</p>
              <Button
                variant="secondary"
                size="sm"
                disabled={!address}
                data-adjust-pin
                onClick={() => setAdjusting(true)}
              >
                {t("dropoff.panel.adjustPin")}
              </Button>
            </div>
            <TextField
              label={t("dropoff.panel.apartment")}
              value={apartment}
              maxLength={cartLimits.shortTextMaxLength}
              autoComplete="address-line2"
              onChange={(event) => setApartment(event.target.value)}
            />
            <fieldset className="dropoff__choice">
              <legend className="field__label">{t("dropoff.panel.option")}</legend>
              <label className="dropoff__radio">
                <input
                  type="radio"
                  name={`${formId}-handoff`}
                  checked={!leaveAtDoor}
                  onChange={() => setLeaveAtDoor(false)}
                />
                {t("dropoff.panel.handToMe")}
              </label>
              <label className="dropoff__radio">
                <input
                  type="radio"
                  name={`${formId}-handoff`}
                  checked={leaveAtDoor}
                  onChange={() => setLeaveAtDoor(true)}
                />
                {t("dropoff.panel.leaveAtDoor")}
              </label>
            </fieldset>
            <div className="field">
              <label htmlFor={`${formId}-instructions`} className="field__label">
                {t("dropoff.panel.instructions")}
              </label>
              <textarea
                id={`${formId}-instructions`}
                className="field__input dropoff__textarea"
                dir="auto"
                rows={2}
                maxLength={cartLimits.instructionsMaxLength}
                placeholder={t("dropoff.panel.instructionsPlaceholder")}
                value={instructions}
                onChange={(event) => setInstructions(event.target.value)}
              />
            </div>
            <p className="dropoff__note">{t("dropoff.panel.appliesToAll")}</p>
          </form>
        )}
      </div>
    </Dialog>
  );
}
