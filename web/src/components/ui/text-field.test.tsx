import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TextField } from "./text-field.tsx";

/** Right-to-left pages (Dari): what each kind of field sets as its text direction. */
describe("TextField text direction", () => {
  it("lets free text set its own direction (an English name in the Dari console reads left to right)", () => {
    render(<TextField label="Name" />);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAttribute("dir", "auto");
  });

  it.each([
    ["email", { type: "email" }],
    ["phone", { type: "tel" }],
    ["URL", { type: "url" }],
    ["money", { inputMode: "decimal" as const }],
    ["count", { inputMode: "numeric" as const }],
    ["postal code", { autoComplete: "postal-code" }],
  ])("keeps a %s field left to right (-79.4393 never shows as 79.4393-)", (_, props) => {
    render(<TextField label="Field" {...props} />);
    expect(screen.getByLabelText("Field")).toHaveAttribute("dir", "ltr");
  });

  it("keeps a direction the form chose", () => {
    render(<TextField label="Code" dir="ltr" />);
    expect(screen.getByLabelText("Code")).toHaveAttribute("dir", "ltr");
  });

  it("isolates a currency in the label so (CA$) is not mirrored into ($CA)", () => {
    render(<TextField label="قیمت (CA$)" inputMode="decimal" />);
    const isolated = screen.getByText("(CA$)");
    expect(isolated.tagName).toBe("BDI");
    expect(screen.getByLabelText("قیمت (CA$)")).toBeInTheDocument();
  });
});
