import type { MerchantMenu, MerchantMenuItem } from "@dutchpot/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-app.tsx";
import type { MenuActions } from "./api/menu.ts";
import { MenuEditor } from "./components/menu-editor.tsx";

const item = (overrides: Partial<MerchantMenuItem>): MerchantMenuItem => ({
  id: 1,
  tagId: 10,
  name: "Item",
  description: "",
  price: 5,
  imageUrl: null,
  isActive: true,
  isOutOfStock: false,
  sortOrder: 1,
  optionGroups: [],
  ...overrides,
});

const menu: MerchantMenu = {
  shopId: 7,
  shopName: "Jerk Hut",
  tags: [
    {
      id: 10,
      name: "Soups",
      sortOrder: 1,
      items: [
        item({ id: 1, name: "Pepperpot", price: 12.5 }),
        item({
          id: 2,
          name: "Callaloo",
          sortOrder: 2,
          optionGroups: [
            {
              id: 5,
              textPrompt: "Size",
              controlType: 2,
              isRequired: true,
              sortOrder: 1,
              values: [{ id: 50, name: "Regular", cost: 0, isPreSelected: true, sortOrder: 1 }],
            },
          ],
        }),
      ],
    },
    { id: 11, name: "Drinks", sortOrder: 2, items: [] },
  ],
  untaggedItems: [],
};

function renderEditor(overrides: Partial<MenuActions> = {}, language?: "fr") {
  const actions: MenuActions = {
    createTag: vi.fn(async () => ({})),
    renameTag: vi.fn(async () => ({})),
    deleteTag: vi.fn(async () => null),
    reorderTags: vi.fn(async () => ({})),
    reorderItems: vi.fn(async () => ({})),
    saveItem: vi.fn(async () => item({})),
    deleteItem: vi.fn(async () => null),
    setStock: vi.fn(async () => ({})),
    refresh: vi.fn(async () => undefined),
    ...overrides,
  };
  const upload = vi.fn(async () => ({ url: "/media/uploads/x.webp" }));
  renderWithProviders(<MenuEditor menu={menu} actions={actions} upload={upload} />, language);
  return actions;
}

const itemNames = (section: string) =>
  within(screen.getByRole("region", { name: section }))
    .getAllByRole("listitem")
    .map((li) => li.querySelector(".menu-item__name")?.textContent);

describe("MenuEditor", () => {
  it("lists sections with their items, prices in CA$, badges and option counts", () => {
    renderEditor();
    const soups = screen.getByRole("region", { name: "Soups" });
    expect(within(soups).getByText("Pepperpot")).toBeInTheDocument();
    expect(within(soups).getByText(/CA\$12\.50/)).toBeInTheDocument();
    expect(within(soups).getByText("1 option group")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Drinks" })).toHaveTextContent("No items in this section yet.");
  });

  it("moves an item down with its named button, at once, and sends the new order", async () => {
    const actions = renderEditor();
    await userEvent.click(screen.getByRole("button", { name: "Move Pepperpot down" }));
    expect(itemNames("Soups")).toEqual(["Callaloo", "Pepperpot"]);
    expect(actions.reorderItems).toHaveBeenCalledWith(10, [2, 1]);
    expect(screen.getByRole("status")).toHaveTextContent("Pepperpot moved to position 2.");
  });

  it("moves a section and undoes the move with a message when the server refuses", async () => {
    const actions = renderEditor({ reorderTags: vi.fn(async () => Promise.reject(new Error("offline"))) });
    await userEvent.click(screen.getByRole("button", { name: "Move Drinks up" }));
    expect(actions.reorderTags).toHaveBeenCalledWith([11, 10]);
    expect(await screen.findByRole("alert")).toHaveTextContent("could not be saved, so it was undone");
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["Soups", "Drinks"]);
  });

  it("the out-of-stock switch shows at once and calls SetItemStock", async () => {
    const actions = renderEditor();
    const toggle = screen.getByRole("checkbox", { name: "Pepperpot out of stock" });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(actions.setStock).toHaveBeenCalledWith(1, true);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Pepperpot is now out of stock."));
  });

  it("adds a section by name", async () => {
    const actions = renderEditor();
    await userEvent.type(screen.getByRole("textbox", { name: "New section name" }), "Desserts");
    await userEvent.click(screen.getByRole("button", { name: "Add section" }));
    expect(actions.createTag).toHaveBeenCalledWith("Desserts");
    expect(actions.refresh).toHaveBeenCalled();
  });

  it("adds an item with an option group; nothing invalid is sent", async () => {
    const actions = renderEditor();
    await userEvent.click(screen.getByRole("button", { name: "Add an item to Drinks" }));
    const dialog = screen.getByRole("dialog", { name: "New item" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save item" }));
    expect(within(dialog).getByText("Enter a name.")).toBeInTheDocument();
    expect(actions.saveItem).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Sorrel");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Price/ }), "4.5");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add an option group" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Question shown to customers" }), "Ice");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Choice" }), "No ice");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save item" }));
    await waitFor(() =>
      expect(actions.saveItem).toHaveBeenCalledWith(null, {
        tagId: 11,
        name: "Sorrel",
        description: "",
        price: 4.5,
        imageUrl: null,
        isActive: true,
        isOutOfStock: false,
        optionGroups: [
          {
            textPrompt: "Ice",
            controlType: 2,
            isRequired: false,
            values: [{ name: "No ice", cost: 0, isPreSelected: false }],
          },
        ],
      }),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("edits an item keeping its option ids (carts holding them stay valid)", async () => {
    const actions = renderEditor();
    await userEvent.click(screen.getByRole("button", { name: "Edit Callaloo" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Callaloo" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save item" }));
    await waitFor(() => expect(actions.saveItem).toHaveBeenCalled());
    const [id, body] = vi.mocked(actions.saveItem).mock.calls[0] ?? [];
    expect(id).toBe(2);
    expect(body?.optionGroups?.[0]).toMatchObject({ id: 5, values: [{ id: 50, name: "Regular" }] });
  });

  it("deletes a section after confirming", async () => {
    const actions = renderEditor();
    await userEvent.click(screen.getByRole("button", { name: "Delete section Drinks" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete the section Drinks?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(actions.deleteTag).toHaveBeenCalledWith(11);
  });

  it("speaks French", () => {
    renderEditor({}, "fr");
    expect(screen.getByRole("button", { name: "Descendre Pepperpot" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ajouter une section" })).toBeInTheDocument();
  });
});
