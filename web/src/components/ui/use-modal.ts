import { type RefObject, useEffect, useRef } from "react";

const focusableSelector = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (el) => !el.hasAttribute("inert") && el.getAttribute("aria-hidden") !== "true",
  );
}

let locks = 0;

/** Open modal surfaces, innermost last: only the innermost handles Escape and traps Tab. */
const stack: object[] = [];

/** Locks page scrolling while at least one modal surface is open (nested dialogs count). */
export function lockBodyScroll(): () => void {
  locks += 1;
  document.body.classList.add("scroll-locked");
  return () => {
    locks = Math.max(0, locks - 1);
    if (locks === 0) document.body.classList.remove("scroll-locked");
  };
}

/**
 * Shared behaviour of dialogs and drawers while `open`: focus moves inside and is trapped there,
 * Escape calls `onClose`, the body does not scroll, and focus returns to where it was on close.
 */
export function useModal(
  open: boolean,
  containerRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  initialFocusRef?: RefObject<HTMLElement | null>,
): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockBodyScroll();
    const entry = {};
    stack.push(entry);
    const container = containerRef.current;
    const first = initialFocusRef?.current ?? (container ? focusableWithin(container)[0] : undefined) ?? container;
    first?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== entry) return;
      if (event.key === "Escape") {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab" || !container) return;
      const items = focusableWithin(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !container.contains(active))) {
        event.preventDefault();
        lastItem?.focus();
      } else if (!event.shiftKey && (active === lastItem || !container.contains(active))) {
        event.preventDefault();
        firstItem?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown, true);
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      stack.splice(stack.indexOf(entry), 1);
      unlock();
      previouslyFocused?.focus();
    };
  }, [open, containerRef, initialFocusRef]);
}
