import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppProviders, createQueryClient } from "../app/providers.tsx";
import { defaultTenantConfig } from "../config/tenant.ts";
import { createI18n } from "../lib/i18n.ts";
import { BrandLogo } from "./brand-logo.tsx";

function renderLogo(overrides: Partial<typeof defaultTenantConfig>) {
  const tenant = { ...defaultTenantConfig, ...overrides };
  return render(
    <AppProviders tenant={tenant} i18n={createI18n()} queryClient={createQueryClient()}>
      <BrandLogo />
    </AppProviders>,
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
