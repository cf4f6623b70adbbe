import { mediaTexts } from "@dutchpot/contract/constants";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient } from "../lib/api-client.ts";
import { renderWithProviders } from "../test/render-with-app.tsx";
import { ImageUpload, type UploadImage, uploadImageWith } from "./image-upload.tsx";

const png = (bytes = 10) => new File([new Uint8Array(bytes)], "logo.png", { type: "image/png" });

/** The control inside a parent that keeps its value, as a console form does. */
function Harness({ upload, initial = null }: { upload: UploadImage; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <ImageUpload label="Upload logo" value={value} onChange={setValue} purpose="logo" upload={upload} />
      <p>Saved URL: {value ?? "none"}</p>
    </>
  );
}

describe("ImageUpload", () => {
  it("uploads the chosen file for its purpose, shows a loader, then the preview", async () => {
    let finish: (value: { url: string }) => void = () => {};
    const upload = vi.fn<UploadImage>(() => new Promise((resolve) => (finish = resolve)));
    renderWithProviders(<Harness upload={upload} />);
    expect(screen.getByText("No image yet")).toBeInTheDocument();

    const input = screen.getByLabelText("Upload logo");
    const file = png();
    await userEvent.upload(input, file);
    expect(upload).toHaveBeenCalledWith(file, "logo");
    expect(screen.getByRole("status")).toHaveTextContent("Uploading image…");
    expect(input).toBeDisabled();

    finish({ url: "/media/uploads/abc.webp" });
    expect(await screen.findByRole("img", { name: "Current image" })).toHaveAttribute("src", "/media/uploads/abc.webp");
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(screen.getByText(/^Saved URL:/)).toHaveTextContent("/media/uploads/abc.webp");
    expect(input).toBeEnabled();
  });

  it("removes the image with its button (named after the control)", async () => {
    renderWithProviders(<Harness upload={vi.fn()} initial="/media/uploads/old.webp" />);
    await userEvent.click(screen.getByRole("button", { name: "Remove image (Upload logo)" }));
    expect(screen.getByText(/^Saved URL:/)).toHaveTextContent("none");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Remove image/ })).not.toBeInTheDocument();
  });

  it.each([
    [new ApiError({ status: 415, message: mediaTexts.wrongType }), "Only JPEG, PNG and WebP images can be uploaded."],
    [new ApiError({ status: 413, message: mediaTexts.tooLarge }), "The image is larger than 5 MB."],
    [new ApiError({ status: 400, message: mediaTexts.notAnImage }), "The file is not a valid image."],
    [new ApiError({ status: 400, message: mediaTexts.tooSmall }), "The image must be at least 64 × 64 pixels."],
    [
      new ApiError({ status: 429, message: "Too many" }),
      "Too many uploads in a minute. Please wait a moment and try again.",
    ],
    [
      new ApiError({ status: 0, message: "Network error" }),
      "The server could not be reached. Check your connection and try again.",
    ],
    [new Error("boom"), "The image could not be uploaded. Please try again."],
  ])("says why the server refused (%s) and keeps the previous image", async (error, text) => {
    const upload = vi.fn<UploadImage>().mockRejectedValue(error);
    renderWithProviders(<Harness upload={upload} initial="/media/uploads/old.webp" />);
    const input = screen.getByLabelText("Upload logo");
    await userEvent.upload(input, png());
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(expect.stringContaining(text));
    expect(screen.getByText(/^Saved URL:/)).toHaveTextContent("/media/uploads/old.webp");
  });

  it("refuses a file over 5 MB or of another declared type without sending it", async () => {
    const upload = vi.fn<UploadImage>();
    renderWithProviders(<Harness upload={upload} />);
    const input = screen.getByLabelText("Upload logo");
    await userEvent.upload(input, png(5 * 1024 * 1024 + 1));
    expect(await screen.findByRole("alert")).toHaveTextContent("The image is larger than 5 MB.");
    await userEvent.upload(input, new File(["GIF89a"], "a.gif", { type: "image/gif" }), { applyAccept: false });
    expect(await screen.findByRole("alert")).toHaveTextContent("Only JPEG, PNG and WebP images can be uploaded.");
    expect(upload).not.toHaveBeenCalled();
  });

  it("speaks French and Dari", async () => {
    const { unmount } = renderWithProviders(<Harness upload={vi.fn()} />, "fr");
    expect(screen.getByText("Pas encore d’image")).toBeInTheDocument();
    unmount();
    renderWithProviders(<Harness upload={vi.fn()} />, "afg");
    expect(await screen.findByText("هنوز تصویری نیست")).toBeInTheDocument();
  });

  it("uploadImageWith sends multipart form data with the purpose to Media/Upload", async () => {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(
          JSON.stringify({
            result: { id: "x", url: "/media/uploads/x.webp", width: 10, height: 10 },
            success: true,
            error: null,
            unAuthorizedRequest: false,
            targetUrl: null,
            __abp: true,
          }),
        ),
    );
    const client = createApiClient({
      tenantId: 3,
      baseUrl: "/api",
      tokenKey: "consoleToken",
      guest: false,
      onSessionExpired: () => {},
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const file = png();
    await expect(uploadImageWith(client)(file, "banner")).resolves.toMatchObject({ url: "/media/uploads/x.webp" });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/services/app/Media/Upload");
    const form = init?.body as FormData;
    expect(form.get("purpose")).toBe("banner");
    expect((form.get("file") as File).name).toBe("logo.png");
  });
});
