import { describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "./service-worker.ts";

function fakeWindow(readyState: DocumentReadyState) {
  const listeners: Record<string, () => void> = {};
  return {
    win: {
      document: { readyState } as Document,
      addEventListener: ((type: string, listener: () => void) => {
        listeners[type] = listener;
      }) as Window["addEventListener"],
    },
    fire: (type: string) => listeners[type]?.(),
  };
}

describe("registerServiceWorker", () => {
  it("registers /sw.js once the page has loaded, not before", () => {
    const register = vi.fn().mockResolvedValue({});
    const { win, fire } = fakeWindow("interactive");
    registerServiceWorker({ serviceWorker: { register } } as unknown as Navigator, win);
    expect(register).not.toHaveBeenCalled();
    fire("load");
    expect(register).toHaveBeenCalledWith("/sw.js");
  });

  it("registers at once when the page has already loaded", () => {
    const register = vi.fn().mockResolvedValue({});
    registerServiceWorker({ serviceWorker: { register } } as unknown as Navigator, fakeWindow("complete").win);
    expect(register).toHaveBeenCalledWith("/sw.js");
  });

  it("does nothing in a browser without service workers", () => {
    const { win, fire } = fakeWindow("complete");
    expect(() => registerServiceWorker({} as Navigator, win)).not.toThrow();
    fire("load");
  });
});
