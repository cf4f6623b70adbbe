import { useCallback, useEffect, useRef, useState } from "react";

/** Where the board remembers the merchant's "Sound on/off" choice (localStorage; a blocked storage forgets). */
export const soundSettingKey = "merchantOrdersSound";

const stored = (): string | null => {
  try {
    return window.localStorage.getItem(soundSettingKey);
  } catch {
    return null;
  }
};
const remember = (value: "on" | "off") => {
  try {
    window.localStorage.setItem(soundSettingKey, value);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
};

type AudioContextCtor = typeof AudioContext;
const audioContextClass = (): AudioContextCtor | undefined =>
  (globalThis as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor }).AudioContext ??
  (globalThis as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;

/**
 * The new-order alert's sound: a short two-tone WebAudio beep, on or off as the merchant chose
 * (remembered, on by default). Browsers only let a page play sound after a user gesture, so the
 * audio context is created or resumed on the first click or key press in the page (and on the
 * toggle itself); until then `blocked` is true and the board says so.
 */
export function useAlertSound() {
  const [on, setOn] = useState(() => stored() !== "off");
  const [blocked, setBlocked] = useState(true);
  const context = useRef<AudioContext | null>(null);

  const unlock = useCallback(() => {
    const Ctor = audioContextClass();
    if (!Ctor) return;
    try {
      context.current ??= new Ctor();
      const ready = () => setBlocked(context.current?.state !== "running");
      if (context.current.state === "suspended") void context.current.resume().then(ready, ready);
      else ready();
    } catch {
      // No audio (a locked-down browser): the visual alert and the announcement remain.
    }
  }, []);

  useEffect(() => {
    const events = ["pointerdown", "keydown"] as const;
    for (const name of events) document.addEventListener(name, unlock, { once: true });
    return () => {
      for (const name of events) document.removeEventListener(name, unlock);
    };
  }, [unlock]);

  useEffect(() => () => void context.current?.close().catch(() => {}), []);

  const toggle = useCallback(() => {
    unlock();
    setOn((was) => {
      remember(was ? "off" : "on");
      return !was;
    });
  }, [unlock]);

  /** Plays the beep when sound is on and the browser allows it. */
  const play = useCallback(() => {
    const ctx = context.current;
    if (!on || !ctx || ctx.state !== "running") return;
    const gain = ctx.createGain();
    gain.connect(ctx.destination);
    const start = ctx.currentTime;
    [880, 1320].forEach((frequency, i) => {
      const tone = ctx.createOscillator();
      tone.type = "sine";
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(start + i * 0.18);
      tone.stop(start + i * 0.18 + 0.15);
    });
    gain.gain.setValueAtTime(0.25, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.4);
  }, [on]);

  return { on, blocked: on && blocked, toggle, play };
}
