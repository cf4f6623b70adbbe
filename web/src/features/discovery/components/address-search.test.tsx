import type { PlaceSuggestion } from "@dutchpot/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { envelope, mockApi } from "../../../test/api-mock.ts";
import { renderWithProviders } from "../../../test/render-with-app.tsx";
import { AddressSearch, detailLine, resolveSuggestion } from "./address-search.tsx";

const base: PlaceSuggestion = {
  id: "shop:1",
  description: "1540 Eglinton Ave W, Toronto, M6E 2G8",
  postalCode: "M6E 2G8",
  city: "Toronto",
  latitude: 43.6968,
  longitude: -79.4412,
};

describe("detailLine", () => {
  it("leaves out the parts the description already holds", () => {
    expect(detailLine(base)).toBe("");
    expect(detailLine({ ...base, description: "Little Jamaica" })).toBe("Toronto · M6E 2G8");
    expect(detailLine({ ...base, description: "Toronto, ON, Canada", postalCode: null })).toBe("");
  });
});

describe("resolveSuggestion", () => {
  it("uses the suggestion's own position without a details call", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    await expect(resolveSuggestion(base)).resolves.toEqual({
      placeName: base.description,
      latitude: 43.6968,
      longitude: -79.4412,
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("asks for the place details when the suggestion has no position", async () => {
    const details = {
      id: "g:1",
      description: "200 Bay St, Toronto, ON M5J 2J2",
      address: "200 Bay St",
      city: "Toronto",
      province: "ON",
      postalCode: "M5J 2J2",
      country: "Canada",
      latitude: 43.6469,
      longitude: -79.3797,
    };
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(JSON.stringify({ result: details, success: true, error: null, __abp: true }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
    );
    await expect(resolveSuggestion({ ...base, id: "g:1", latitude: null, longitude: null })).resolves.toEqual({
      placeName: details.description,
      latitude: 43.6469,
      longitude: -79.3797,
    });
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain("/services/app/Geocoding/GetPlaceDetails?Id=g%3A1");
  });
});

describe("AddressSearch when the geocoder fails", () => {
  const label = "Enter your delivery address";

  it("says the service cannot be reached instead of 'No matching addresses'", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchMock = mockApi({});
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    renderWithProviders(<AddressSearch label={label} onSelect={() => {}} />);
    await userEvent.type(screen.getByRole("combobox", { name: label }), "100 Queen");
    expect(
      await screen.findByRole("option", { name: /address search cannot be reached/ }, { timeout: 4000 }),
    ).toHaveAttribute("aria-disabled", "true");
    expect(screen.queryByRole("option", { name: "No matching addresses" })).not.toBeInTheDocument();
  });

  it("still says 'No matching addresses' when the geocoder answers with none", async () => {
    mockApi({ "GET /services/app/Geocoding/GetSuggestions": () => envelope({ items: [] }) });
    renderWithProviders(<AddressSearch label={label} onSelect={() => {}} />);
    await userEvent.type(screen.getByRole("combobox", { name: label }), "zzzz");
    expect(await screen.findByRole("option", { name: "No matching addresses" })).toBeInTheDocument();
  });
});
