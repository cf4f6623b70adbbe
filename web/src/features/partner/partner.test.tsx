import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { preloadLanguage } from "../../lib/i18n.ts";
import { local, session } from "../../lib/storage.ts";
import { envelope, mockApi, sentBody } from "../../test/api-mock.ts";
import { fakeJwt, renderApp } from "../../test/render-app.tsx";
import { renderWithApp } from "../../test/render-with-app.tsx";
import { RegistrationForm } from "./components/registration-form.tsx";

// Whole forms typed with user-event: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const countries = {
  items: [
    {
      id: 39,
      name: "Canada",
      code: "CA",
      stateProvinces: [
        { id: 866, name: "Ontario", countryId: 39 },
        { id: 873, name: "Quebec", countryId: 39 },
      ],
    },
    { id: 233, name: "United States", code: "US", stateProvinces: [{ id: 1416, name: "California", countryId: 233 }] },
  ],
};
const registered = { tenantId: 41, tenancyName: "CornerMart", shopId: 77 };
const registerPath = "/services/app/Tenant/Register";
const sent = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).toLowerCase().includes(path.toLowerCase()));

async function fillRegistration(user = userEvent.setup()) {
  await user.type(screen.getByLabelText("Business name"), "Corner Mart");
  await user.type(screen.getByLabelText("Mobile Number"), "(416) 555-0199");
  await user.type(screen.getByLabelText("Address"), "401 Oakwood Ave, Toronto");
  await user.selectOptions(screen.getByLabelText("Country"), "Canada");
  await user.selectOptions(screen.getByLabelText("State or province"), "Ontario");
  await user.type(screen.getByLabelText("Email"), "owner@cornermart.ca");
  await user.type(screen.getByLabelText("Password"), "corner mart 1");
  return user;
}

describe("registration form (convenience, home chef)", () => {
  it("sends nothing while invalid: Submit shows each field's message and focuses the first", async () => {
    const fetchMock = mockApi({ "GET /services/app/Country/Getall": () => envelope(countries) });
    renderWithApp(<RegistrationForm shopKind="convenience" />);
    const user = userEvent.setup();
    const state = screen.getByLabelText("State or province");
    expect(state).toBeDisabled();
    expect(screen.getByText("Choose a country first")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("Mobile Number is required")).toBeInTheDocument();
    expect(screen.getByText("Email cannot be Blank")).toBeInTheDocument();
    expect(screen.getByText("Password required.")).toBeInTheDocument();
    expect(screen.getByText("Choose your address from the suggestions, or use it as typed")).toBeInTheDocument();
    expect(screen.getByText("Choose a country", { selector: ".field__error" })).toBeInTheDocument();
    expect(screen.getByLabelText("Business name")).toHaveFocus();
    expect(screen.getByLabelText("Business name")).toHaveAttribute("aria-invalid", "true");

    await user.type(screen.getByLabelText("Email"), "owner@cornermart");
    await user.type(screen.getByLabelText("Mobile Number"), "41655501");
    await user.type(screen.getByLabelText("Business name"), "9 Lives");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("Please enter a valid email")).toBeInTheDocument();
    expect(screen.getByText("Please Enter a valid number")).toBeInTheDocument();
    expect(screen.getByText(/Your Business ID would be “9Lives”/)).toBeInTheDocument();
    expect(sent(fetchMock, registerPath)).toHaveLength(0);
  });

  it("keeps the mobile number to digits, at most 10, and lists states only for the chosen country", async () => {
    mockApi({ "GET /services/app/Country/Getall": () => envelope(countries) });
    renderWithApp(<RegistrationForm shopKind="homeChef" />);
    const user = userEvent.setup();
    const phone = screen.getByLabelText("Mobile Number");
    await user.type(phone, "(416) 555-0199 123");
    expect(phone).toHaveValue("4165550199");
    await user.selectOptions(await screen.findByLabelText("Country"), "United States");
    const state = screen.getByLabelText("State or province");
    expect(state).toBeEnabled();
    expect(
      within(state)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a state or province", "California"]);
  });

  it("sends the spec's payload (Business ID = name without spaces) and welcomes the partner", async () => {
    const fetchMock = mockApi({
      "GET /services/app/Country/Getall": () => envelope(countries),
      [`POST ${registerPath}`]: () => envelope(registered),
    });
    renderWithApp(<RegistrationForm shopKind="homeChef" />);
    await screen.findByRole("option", { name: "Canada" });
    const user = await fillRegistration();
    expect(screen.getByText("Your Business ID: CornerMart")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const dialog = await screen.findByRole("dialog", { name: "Welcome to Dutchpot!" });
    expect(within(dialog).getByText("Please Check your Email Inbox for Onboarding Process")).toBeInTheDocument();
    expect(within(dialog).getByText("CornerMart")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Go to the merchant console" })).toHaveAttribute(
      "href",
      "/merchant",
    );
    expect(sentBody(fetchMock, registerPath)).toEqual({
      tenancyName: "CornerMart",
      businessName: "Corner Mart",
      adminEmailAddress: "owner@cornermart.ca",
      address: "401 Oakwood Ave, Toronto",
      placeId: null,
      latitude: null,
      longitude: null,
      phoneNumber: "4165550199",
      countryId: 39,
      stateProvinceId: 866,
      password: "corner mart 1",
      shopKind: "homeChef",
    });
  });

  it("shows a taken name's 409 in the Try Again! dialog", async () => {
    mockApi({
      "GET /services/app/Country/Getall": () => envelope(countries),
      [`POST ${registerPath}`]: () =>
        envelope(null, { status: 409, error: { message: "The business name 'CornerMart' is already registered." } }),
    });
    renderWithApp(<RegistrationForm shopKind="convenience" />);
    await screen.findByRole("option", { name: "Canada" });
    const user = await fillRegistration();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "The business name 'CornerMart' is already registered.",
    });
    await user.click(within(dialog).getByRole("button", { name: "Try Again!" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.queryByRole("dialog", { name: "Welcome to Dutchpot!" })).not.toBeInTheDocument();
  });
});

describe("partner pages", () => {
  it("/partner/ opens About: console login and the 0% commission card with the three registrations", async () => {
    mockApi({});
    renderApp("/partner/");
    expect(await screen.findByRole("heading", { name: "Partner with Dutchpot" })).toBeInTheDocument();
    expect(screen.getByText("Partner")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in to the merchant console" })).toHaveAttribute("href", "/merchant");
    expect(screen.getByText("0% commission for up to 30 days")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Ways to partner" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((l) => l.getAttribute("href")),
    ).toEqual(["/partner/joinconvenience", "/partner/homechef", "/partner/joinrider"]);
    // Log in / Sign up open the authentication modal, which locks the page's scrolling.
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.getByRole("dialog", { name: "Sign in or sign up" })).toBeInTheDocument();
    expect(document.body).toHaveClass("scroll-locked");
  });

  it("shows Continue to Shopping instead of Log in / Sign up when signed in", async () => {
    mockApi({});
    local.set("token", fakeJwt(3600));
    local.set("loggedIn", "true");
    renderApp("/partner/about");
    const link = await screen.findByRole("link", { name: "Continue to Shopping" });
    expect(link).toHaveAttribute("href", "/customer/main");
    expect(screen.queryByRole("button", { name: "Log in" })).not.toBeInTheDocument();
  });

  it("/partner/joinrider: required fields block sending; a complete application is sent and thanked", async () => {
    const fetchMock = mockApi({
      "POST /services/app/RiderApplication/Create": () => envelope({ id: 1, status: "pending" }),
    });
    renderApp("/partner/joinrider");
    expect(await screen.findByRole("heading", { name: "Become a Dutchpot Rider" })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("Mobile Number is required")).toBeInTheDocument();
    expect(screen.getByText("Choose a vehicle", { selector: ".field__error" })).toBeInTheDocument();
    expect(screen.getByLabelText("First name")).toHaveFocus();
    expect(sent(fetchMock, "RiderApplication/Create")).toHaveLength(0);

    await user.type(screen.getByLabelText("First name"), "Sam");
    await user.type(screen.getByLabelText("Last name"), "Rider");
    await user.type(screen.getByLabelText("Email"), "sam@example.com");
    await user.type(screen.getByLabelText("Mobile Number"), "647-555-0199");
    await user.type(screen.getByLabelText("City"), "Toronto");
    await user.selectOptions(screen.getByLabelText("Vehicle"), "Scooter");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("dialog", { name: "Thank you for applying!" })).toBeInTheDocument();
    expect(sentBody(fetchMock, "RiderApplication/Create")).toEqual({
      firstName: "Sam",
      lastName: "Rider",
      emailAddress: "sam@example.com",
      phoneNumber: "6475550199",
      city: "Toronto",
      vehicle: "scooter",
    });
  });

  it("/partner/joinconvenience uses the address search and sends the chosen place", async () => {
    const suggestion = {
      id: "city:ON:Oakville",
      description: "Oakville, ON, Canada",
      postalCode: null,
      city: "Oakville",
      latitude: 43.45,
      longitude: -79.68,
    };
    const fetchMock = mockApi({
      "GET /services/app/Country/Getall": () => envelope(countries),
      "GET /services/app/Geocoding/GetSuggestions": () => envelope({ items: [suggestion] }),
      [`POST ${registerPath}`]: () => envelope(registered),
    });
    renderApp("/partner/joinconvenience");
    expect(await screen.findByRole("heading", { name: "Register With Dutchpot" })).toBeInTheDocument();
    await screen.findByRole("option", { name: "Canada" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Business name"), "Corner Mart");
    await user.type(screen.getByLabelText("Mobile Number"), "4165550199");
    await user.type(screen.getByRole("combobox", { name: "Address" }), "Oakville");
    await user.click(await screen.findByRole("option", { name: /Oakville, ON, Canada/ }));
    await user.selectOptions(screen.getByLabelText("Country"), "Canada");
    await user.selectOptions(screen.getByLabelText("State or province"), "Ontario");
    await user.type(screen.getByLabelText("Email"), "owner@cornermart.ca");
    await user.type(screen.getByLabelText("Password"), "corner mart 1");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("dialog", { name: "Welcome to Dutchpot!" })).toBeInTheDocument();
    expect(sentBody(fetchMock, registerPath)).toMatchObject({
      address: "Oakville, ON, Canada",
      shopKind: "convenience",
    });
  });
});

describe("partner pages in other languages", () => {
  beforeAll(() => Promise.all([preloadLanguage("afg"), preloadLanguage("fr")]));

  it("speaks Dari right to left, with the spec's messages translated", async () => {
    mockApi({});
    session.set("language", "afg");
    renderApp("/partner/joinrider");
    expect(await screen.findByRole("heading", { name: "پیک Dutchpot شوید" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    await userEvent.click(screen.getByRole("button", { name: "ارسال" }));
    expect(screen.getByText("شمارهٔ موبایل ضروری است")).toBeInTheDocument();
  });

  it("speaks French on the registration page", async () => {
    mockApi({ "GET /services/app/Country/Getall": () => envelope(countries) });
    session.set("language", "fr");
    renderApp("/partner/homechef");
    expect(await screen.findByRole("heading", { name: "Inscrivez-vous sur Dutchpot" })).toBeInTheDocument();
    expect(screen.getByLabelText("Nom de l’entreprise")).toBeInTheDocument();
    expect(screen.getByLabelText("Province ou État")).toBeDisabled();
  });
});
