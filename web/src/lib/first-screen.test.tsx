import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FirstScreenImage, handOffFirstScreen, keepServerFirstScreen, useFirstScreenHandoff } from "./first-screen.tsx";

/** What server/src/plugins/first-screen.ts writes into #root for a store page. */
function serverPage() {
  document.body.innerHTML =
    '<div id="root"><div class="page-outline" data-first-screen><div class="store-header__banner">' +
    '<img src="/media/b.svg" alt="" fetchpriority="high"></div><h1>Dutchpot Kitchen</h1></div></div>';
  const root = document.getElementById("root") as HTMLElement;
  return { root, screen: root.firstElementChild as HTMLElement, image: root.querySelector("img") as HTMLImageElement };
}

/** A store page: its banner only once its details have arrived (`ready`). */
function Page({ ready }: { ready: boolean }) {
  useFirstScreenHandoff(ready);
  return ready ? (
    <div className="store-header__banner">
      <FirstScreenImage src="/media/b.svg" alt="" onError={() => undefined} />
    </div>
  ) : (
    <p>Loading</p>
  );
}

// Decision 039: the server's first screen stays until the app's page shows it, with the server's image.
describe("the server's first screen", () => {
  afterEach(() => {
    handOffFirstScreen();
    document.body.innerHTML = "";
  });

  it("stays on screen, the app hidden, until the page is ready; then the page shows the server's image element", () => {
    const { root, screen, image } = serverPage();
    keepServerFirstScreen(root);
    const { rerender } = render(<Page ready={false} />, { container: root });
    expect(root.hidden).toBe(true);
    expect(screen.isConnected).toBe(true);
    expect(screen.contains(image)).toBe(true);

    rerender(<Page ready />);
    expect(screen.isConnected).toBe(false);
    expect(root.hidden).toBe(false);
    expect(root.querySelector(".store-header__banner img")).toBe(image); // the very same element
    expect(root.querySelectorAll("img")).toHaveLength(1);
  });

  it("without a server first screen, the page renders its own image and nothing is hidden", () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById("root") as HTMLElement;
    keepServerFirstScreen(root);
    render(<Page ready />, { container: root });
    expect(root.hidden).toBe(false);
    expect(root.querySelector("img")?.getAttribute("src")).toBe("/media/b.svg");
  });
});
