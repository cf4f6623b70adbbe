import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { defaultTenantConfig } from "../config/tenant.ts";
import { TenantProvider } from "../config/tenant-context.tsx";
import { renderWithProviders } from "../test/render-with-app.tsx";
import { BrandLogo } from "./brand-logo.tsx";

function renderLogo(overrides: Partial<typeof defaultTenantConfig>) {
  const tenant = { ...defaultTenantConfig, ...overrides };
  return renderWithProviders(
    <TenantProvider config={tenant}>
      <BrandLogo />
    </TenantProvider>,
  );
}

describe("BrandLogo", () => {
  it("reserves the logo's box with width and height, so the header does not shift when it loads", () => {
    renderLogo({ brandName: "Island Grocer", logoUrl: "/media/brand/islandgrocer/logo.svg?v=0123456789abcdef" });
    const logo = screen.getByRole("img", { name: "Island Grocer" });
    expect(logo).toHaveAttribute("src", "/media/brand/islandgrocer/logo.svg?v=0123456789abcdef");
    expect(logo).toHaveAttribute("width", "126");
    expect(logo).toHaveAttribute("height", "36");
  });

  it("writes the brand name, in its own direction, when there is no logo", () => {
    renderLogo({ brandName: "بازار کابل", logoUrl: null });
    expect(screen.getByText("بازار کابل")).toHaveAttribute("dir", "auto");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
