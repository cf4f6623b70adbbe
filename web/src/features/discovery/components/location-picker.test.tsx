import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render-app.tsx";

const suggestion = {
  id: "shop:1",
  description: "1540 Eglinton Ave W, Toronto, M6E 2G8",
  postalCode: "M6E 2G8",
  city: "Toronto",
  latitude: 43.6968,
  longitude: -79.4412,
};

function envelope(result: unknown): Response {
  return new Response(JSON.stringify({ result, success: true, error: null, unAuthorizedRequest: false, __abp: true }), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });
}

describe("landing address search", () => {
  it("enables Go once a suggestion is chosen, stores the location and opens the store map", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes("Geocoding/GetSuggestions")) return envelope({ items: [suggestion] });
      return envelope({ items: [] });
    });
    const { router } = renderApp("/");
    const go = await screen.findByRole("button", { name: "Go" });
    expect(go).toBeDisabled();

    const box = screen.getByRole("combobox", { name: "Enter your delivery address" });
    await userEvent.type(box, "Eglinton");
    const option = await screen.findByRole("option", { name: /1540 Eglinton Ave W/ });
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(String(fetchSpy.mock.calls.find(([u]) => String(u).includes("GetSuggestions"))?.[0])).toContain(
      "Input=Eglinton",
    );

    await userEvent.keyboard("{ArrowDown}");
    expect(option).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(go).toBeEnabled());

    // Typing again drops the choice until a new suggestion is picked.
    await userEvent.type(box, "x");
    expect(go).toBeDisabled();
    await userEvent.click(await screen.findByRole("option", { name: /1540 Eglinton Ave W/ }));
    await waitFor(() => expect(go).toBeEnabled());

    await userEvent.click(go);
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/main"));
    expect(JSON.parse(localStorage.getItem("location") ?? "null")).toEqual({
      placeName: suggestion.description,
      latitude: suggestion.latitude,
      longitude: suggestion.longitude,
    });
  });

  it("says the address search cannot be reached (and keeps Go disabled) when the lookup fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("oops", { status: 502 }));
    renderApp("/");
    const box = await screen.findByRole("combobox", { name: "Enter your delivery address" });
    await userEvent.type(box, "Eglinton");
    expect(
      // A 5xx is tried once more (providers.tsx) before the search reports the failure.
      await screen.findByRole(
        "option",
        { name: "The address search cannot be reached right now. Check your connection and try again." },
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go" })).toBeDisabled();
  });
});
