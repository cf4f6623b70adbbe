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

interface ModalEntry {
  /** Marks the history entry pushed when the surface opened (Back closes it). */
  marker: string;
  /** React Router's key of the page under the surface (its history state's `key`). */
  pageKey: unknown;
  /** Called when Back left the surface's history entry. */
  closeByBack: () => void;
}

/** Open modal surfaces, innermost last: only the innermost handles Escape and traps Tab. */
const stack: ModalEntry[] = [];

let nextMarker = 1;
/** Pops made by surfaces closing themselves: hidden from the router (the page did not change). */
let ownPops = 0;
let listening = false;
/** Set while a page change from stacked surfaces first goes back under them (see `replaceModalEntryOnNavigate`). */
let leaving = false;
/** Called when that going back has landed. */
let afterLeaving: (() => void) | null = null;

/** Set by the app (`watchNavigation`): whether the router is on its way to another page. */
let navigationPending: () => boolean = () => false;

/** Lets surfaces closing during a navigation leave the history to the router (see `pushModalEntry`). */
export function watchNavigation(isPending: () => boolean): void {
  navigationPending = isPending;
}

type HistoryState = { key?: unknown; modal?: string } | null;
const historyState = () => window.history.state as HistoryState;

interface Navigable {
  navigate: (to: never, options?: never) => Promise<void>;
}

/**
 * Leaving the page from an open surface (a drawer link, "Checkout" in the cart, a store link in a
 * dialog) replaces the surface's history entry instead of pushing over it, so one Back returns to the
 * previous page. Wraps the router's `navigate` (links and `useNavigate` both call it at click time);
 * replacing, unlike popping the entry first, does not race a route still loading its code.
 * From surfaces stacked on the page (a dialog over the drawer), replacing the top entry would leave
 * the lower surfaces' entries behind the new page (one more Back each): the history first goes back
 * to the page's own entry, hidden from the router, and the navigation starts once it is there.
 */
export function replaceModalEntryOnNavigate<R extends Navigable>(router: R): R {
  const navigate = router.navigate.bind(router) as (to: unknown, options?: Record<string, unknown>) => Promise<void>;
  const wrapped = (to: unknown, options?: Record<string, unknown>) => {
    const marker = historyState()?.modal;
    const top = typeof to === "number" || marker === undefined ? -1 : stack.findIndex((e) => e.marker === marker);
    const surface = stack[top];
    if (!surface) return navigate(to, options);
    const depth = stack.slice(0, top + 1).filter((e) => e.pageKey === surface.pageKey).length;
    if (depth === 1) return navigate(to, { ...options, replace: true });
    leaving = true;
    return new Promise<void>((landed) => {
      afterLeaving = landed;
      ownPops += 1;
      window.history.go(-depth);
    }).then(() => {
      leaving = false;
      return navigate(to, options);
    });
  };
  router.navigate = wrapped as R["navigate"];
  return router;
}

/**
 * Browser Back with a dialog or drawer open closes it and stays on the page (issue 16 item 11): each
 * surface pushes a history entry of the same page; leaving that entry closes it. The listener runs in
 * the capture phase, before React Router's own, and hides these pops from it; a pop to another page
 * (the history menu) goes through to the router and the surfaces close as the page goes.
 */
function onPopState(event: PopStateEvent) {
  if (ownPops > 0) {
    ownPops -= 1;
    event.stopImmediatePropagation();
    const landed = afterLeaving;
    afterLeaving = null;
    landed?.();
    return;
  }
  const top = stack[stack.length - 1];
  if (!top || historyState()?.modal === top.marker) return;
  const samePage = historyState()?.key === top.pageKey;
  if (samePage) event.stopImmediatePropagation();
  for (let i = stack.length - 1; i >= 0; i -= 1) {
    const entry = stack[i];
    if (!entry || (samePage && historyState()?.modal === entry.marker)) break;
    entry.closeByBack();
  }
}

/** Pushes the surface's history entry; the returned function takes it back unless Back already did. */
function pushModalEntry(entry: ModalEntry): () => void {
  if (!listening) {
    window.addEventListener("popstate", onPopState, true);
    listening = true;
  }
  window.history.pushState({ ...(window.history.state ?? {}), modal: entry.marker }, "");
  return () => {
    // After the handler that closed the surface has run: a navigation it started goes on top of the
    // entry (popping it then would undo the navigation); otherwise, still on the entry, pop it.
    window.setTimeout(() => {
      if (historyState()?.modal !== entry.marker || navigationPending() || leaving) return;
      ownPops += 1;
      window.history.back();
    }, 0);
  };
}

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
 * Escape and browser Back call `onClose`, the body does not scroll, and focus returns to where it
 * was on close.
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
    const entry: ModalEntry = {
      marker: `modal-${nextMarker++}`,
      pageKey: historyState()?.key,
      closeByBack: () => onCloseRef.current(),
    };
    const popEntry = pushModalEntry(entry);
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
      popEntry();
      unlock();
      previouslyFocused?.focus();
    };
  }, [open, containerRef, initialFocusRef]);
}
