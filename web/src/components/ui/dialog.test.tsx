import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createBrowserRouter, Link, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render-with-app.tsx";
import { Dialog } from "./dialog.tsx";
import { replaceModalEntryOnNavigate } from "./use-modal.ts";

/** A page whose dialog holds a link to another page (like a store link in a dialog). */
function PageWithLinkDialog() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <>
      <h1>{pathname}</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Stores">
        <Link to="/grocery" onClick={() => setOpen(false)}>
          Grocery stores
        </Link>
      </Dialog>
    </>
  );
}

/** A dialog stacked on another surface (like a dialog over the drawer) whose link leaves the page. */
function PageWithStackedLinkDialog() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  const { pathname } = useLocation();
  return (
    <>
      <h1>{pathname}</h1>
      <button type="button" onClick={() => setOuter(true)}>
        Open
      </button>
      <Dialog open={outer} onClose={() => setOuter(false)} title="Menu">
        <button type="button" onClick={() => setInner(true)}>
          More
        </button>
      </Dialog>
      <Dialog open={inner} onClose={() => setInner(false)} title="Stores">
        <Link
          to="/grocery"
          onClick={() => {
            setInner(false);
            setOuter(false);
          }}
        >
          Grocery stores
        </Link>
      </Dialog>
    </>
  );
}

function Nested() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Open
      </button>
      <Dialog open={outer} onClose={() => setOuter(false)} title="Outer">
        <button type="button" onClick={() => setInner(true)}>
          More
        </button>
      </Dialog>
      <Dialog open={inner} onClose={() => setInner(false)} title="Inner">
        <p>Inside</p>
      </Dialog>
    </>
  );
}

describe("Dialog and browser Back", () => {
  it("Back closes the innermost dialog, then the next, and focus returns to the opener", async () => {
    renderWithProviders(<Nested />);
    const opener = screen.getByRole("button", { name: "Open" });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole("button", { name: "More" }));
    expect(screen.getByRole("dialog", { name: "Inner" })).toBeInTheDocument();

    window.history.back();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Inner" })).not.toBeInTheDocument());
    expect(screen.getByRole("dialog", { name: "Outer" })).toBeInTheDocument();

    window.history.back();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Outer" })).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("closing with Escape takes its history entry back, so the next Back leaves the page as usual", async () => {
    renderWithProviders(<Nested />);
    const before = window.history.state;
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(window.history.state).toMatchObject({ modal: expect.any(String) });
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(window.history.state).toEqual(before));
  });

  it("a link in an open dialog replaces its history entry: one Back returns to the previous page", async () => {
    window.history.replaceState(null, "", "/start");
    window.history.pushState(null, "", "/page");
    const router = replaceModalEntryOnNavigate(createBrowserRouter([{ path: "*", element: <PageWithLinkDialog /> }]));
    renderWithProviders(<RouterProvider router={router} />);
    const length = window.history.length;
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    await userEvent.click(screen.getByRole("link", { name: "Grocery stores" }));
    expect(await screen.findByRole("heading", { name: "/grocery" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(window.history.length).toBe(length + 1);

    window.history.back();
    expect(await screen.findByRole("heading", { name: "/page" })).toBeInTheDocument();
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe("/start"));
    router.dispose();
  });

  it("a link in a dialog stacked on another surface leaves no entry of either: one Back returns", async () => {
    window.history.replaceState(null, "", "/start");
    window.history.pushState(null, "", "/page");
    const router = replaceModalEntryOnNavigate(
      createBrowserRouter([{ path: "*", element: <PageWithStackedLinkDialog /> }]),
    );
    renderWithProviders(<RouterProvider router={router} />);
    const length = window.history.length;
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    await userEvent.click(screen.getByRole("button", { name: "More" }));
    expect(screen.getByRole("dialog", { name: "Stores" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Grocery stores" }));
    expect(await screen.findByRole("heading", { name: "/grocery" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(window.history.state).not.toHaveProperty("modal");
    expect(window.history.length).toBe(length + 1);

    window.history.back();
    expect(await screen.findByRole("heading", { name: "/page" })).toBeInTheDocument();
    expect(window.history.state).not.toHaveProperty("modal");
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe("/start"));
    router.dispose();
  });

  it("the title is data text with its own direction (an item's name), aligned as the page", async () => {
    renderWithProviders(<Nested />, "afg");
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByRole("heading", { name: "Outer" })).toHaveAttribute("dir", "auto");
  });
});
