import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { local } from "../../../../lib/storage.ts";
import { envelope } from "../../../../test/api-mock.ts";
import { mockHostApi, renderHost, tenantDetail } from "../../testing/host-test-kit.ts";

/** Route modules load lazily: the first screen of a test may take a while on a busy machine. */
const loaded = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const bodyOf = (fetchMock: ReturnType<typeof mockHostApi>, path: string) => {
  const call = fetchMock.mock.calls.find(([input]) => String(input).includes(path));
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe("host console: brand editor", () => {
  it("creates a storefront: checks the fields first, then sends the brand and opens its editor", async () => {
    const user = userEvent.setup();
    const fetchMock = mockHostApi({
      "POST /services/app/Tenant/CreateStorefront": () => envelope(tenantDetail({ id: 21, name: "Harbour Market" })),
      "GET /services/app/Tenant/Get": () => envelope(tenantDetail({ id: 21, name: "Harbour Market" })),
    });
    const { router } = renderHost("/host/tenants/new");
    await screen.findByRole("heading", { name: "New storefront", level: 1 }, loaded);
    await user.click(screen.getByRole("button", { name: "Create storefront" }));
    expect(screen.getByText("Please correct the fields marked above.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("CreateStorefront"))).toBe(false);

    await user.type(screen.getByLabelText("Tenancy name"), "harbour market");
    await user.type(screen.getByLabelText("Brand name"), "Harbour Market");
    await user.type(screen.getByLabelText("Tagline"), "By the lake");
    await user.clear(screen.getByLabelText("Primary colour"));
    await user.type(screen.getByLabelText("Primary colour"), "#F2D024");
    expect(screen.getByText(/contrast only 1[.,]\d:1, below 4.5:1/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Primary colour"));
    await user.type(screen.getByLabelText("Primary colour"), "#0F5E86");
    expect(screen.getByText(/contrast 7[.,]\d:1 \(readable\)/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Page title (search engines)"), "Harbour Market");
    await user.type(screen.getByLabelText("Page description (search engines)"), "Groceries by the lake.");
    await user.type(screen.getByLabelText("Host names"), "https://harbour.example.com");
    await user.click(screen.getByRole("button", { name: "Create storefront" }));
    expect(screen.getByText("Start with a letter; use only letters, digits, - or _ (no spaces).")).toBeInTheDocument();
    expect(screen.getByText(/is not a host name/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Tenancy name"));
    await user.type(screen.getByLabelText("Tenancy name"), "harbourmarket");
    await user.clear(screen.getByLabelText("Host names"));
    await user.type(screen.getByLabelText("Host names"), "Harbour.localhost{enter}shop.harbour.test");
    await user.click(screen.getByRole("button", { name: "Create storefront" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/host/tenants/21"));
    expect(bodyOf(fetchMock, "CreateStorefront")).toEqual({
      tenancyName: "harbourmarket",
      name: "Harbour Market",
      tagline: "By the lake",
      logoUrl: null,
      headerImageUrl: null,
      primaryColor: "#0f5e86",
      metaTitle: "Harbour Market",
      metaDescription: "Groceries by the lake.",
      hostNames: ["harbour.localhost", "shop.harbour.test"],
      socialLinks: {},
    });
  }, 20_000);

  it("edits the footer's social links: https only, an emptied one is left out", async () => {
    const user = userEvent.setup();
    const fetchMock = mockHostApi({
      "GET /services/app/Tenant/Get": () =>
        envelope(tenantDetail({ socialLinks: { facebook: "https://www.facebook.com/islandgrocer" } })),
      "PUT /services/app/Tenant/UpdateBrand": () => envelope(tenantDetail()),
    });
    renderHost("/host/tenants/9");
    await screen.findByRole("heading", { name: "Brand of Island Grocer", level: 1 }, loaded);
    const group = screen.getByRole("group", { name: "Social links (footer)" });
    expect(within(group).getByLabelText("Facebook")).toHaveValue("https://www.facebook.com/islandgrocer");
    expect(within(group).getByLabelText("Instagram")).toHaveValue("");

    await user.type(within(group).getByLabelText("Instagram"), "http://instagram.com/islandgrocer");
    await user.click(screen.getByRole("button", { name: "Save brand" }));
    expect(within(group).getByLabelText("Instagram")).toHaveAttribute("aria-invalid", "true");
    expect(within(group).getByText(/Enter a full https:\/\/ address/)).toBeInTheDocument();
    expect(bodyOf(fetchMock, "UpdateBrand")).toBeUndefined();

    await user.clear(within(group).getByLabelText("Instagram"));
    await user.type(within(group).getByLabelText("Instagram"), "https://www.instagram.com/islandgrocer ");
    await user.clear(within(group).getByLabelText("Facebook"));
    await user.click(screen.getByRole("button", { name: "Save brand" }));
    await waitFor(() => expect(bodyOf(fetchMock, "UpdateBrand")).toBeDefined());
    expect(bodyOf(fetchMock, "UpdateBrand").socialLinks).toEqual({
      instagram: "https://www.instagram.com/islandgrocer",
    });
  }, 20_000);

  it("edits a brand and shows a host name taken by another storefront on its field", async () => {
    const user = userEvent.setup();
    let taken = true;
    const fetchMock = mockHostApi({
      "GET /services/app/Tenant/Get": () => envelope(tenantDetail()),
      "PUT /services/app/Tenant/UpdateBrand": () =>
        taken
          ? envelope(null, {
              status: 409,
              error: { message: "The host name dutchpot.localhost already serves another storefront." },
            })
          : envelope(tenantDetail({ tagline: "Island fresh, every day" })),
    });
    renderHost("/host/tenants/9");
    await screen.findByRole("heading", { name: "Brand of Island Grocer", level: 1 }, loaded);
    expect(screen.getByLabelText("Tagline")).toHaveValue("Fresh groceries");
    expect(screen.queryByLabelText("Tenancy name")).not.toBeInTheDocument();
    const preview = screen.getByRole("complementary", { name: "Preview" });
    expect(within(preview).getByText("Fresh groceries")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Tagline"));
    await user.type(screen.getByLabelText("Tagline"), "Island fresh, every day");
    expect(screen.getByLabelText("Tagline")).toHaveValue("Island fresh, every day");
    expect(within(preview).getByText("Island fresh, every day")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Host names"), "{enter}dutchpot.localhost");
    await user.click(screen.getByRole("button", { name: "Save brand" }));
    expect(await screen.findByText("dutchpot.localhost already serves another storefront.")).toBeInTheDocument();
    expect(screen.getByLabelText("Host names")).toHaveAttribute("aria-invalid", "true");

    taken = false;
    await user.clear(screen.getByLabelText("Host names"));
    await user.type(screen.getByLabelText("Host names"), "islandgrocer.localhost");
    await user.click(screen.getByRole("button", { name: "Save brand" }));
    expect(await screen.findByText(/The brand of Island Grocer is saved/)).toBeInTheDocument();
    const sent = fetchMock.mock.calls.filter(([input]) => String(input).includes("UpdateBrand")).at(-1);
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({
      id: 9,
      tagline: "Island fresh, every day",
      hostNames: ["islandgrocer.localhost"],
    });
    expect(JSON.parse(String(sent?.[1]?.body))).not.toHaveProperty("tenancyName");
  });

  it("speaks French", async () => {
    local.set("language", "fr");
    mockHostApi({ "GET /services/app/Tenant/Get": () => envelope(tenantDetail()) });
    const { i18n } = renderHost("/host/tenants/9");
    await i18n.changeLanguage("fr");
    expect(
      await screen.findByRole("heading", { name: "Marque de Island Grocer", level: 1 }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Couleur principale")).toHaveValue("#0f5e86");
  });
});
