import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { shops } from "./shops.ts";

/** A menu section of one shop ("shop tag"), e.g. "Patties"; the image is its first item's. */
export const shopTags = pgTable(
  "shop_tags",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    imageUrl: text("image_url"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("shop_tags_shop_idx").on(t.shopId, t.sortOrder)],
);

/** A product on a shop's menu ("food menu" on the wire). */
export const menuItems = pgTable(
  "menu_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    // An item outlives the removal of its section: it just becomes untagged.
    tagId: integer("tag_id").references(() => shopTags.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    unitPriceCents: integer("unit_price_cents").notNull(),
    imageUrl: text("image_url"),
    isActive: boolean("is_active").notNull().default(true),
    /** Listed, but cannot be added to a cart for now (the merchant's "out of stock"). */
    isOutOfStock: boolean("is_out_of_stock").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("menu_items_shop_tag_idx").on(t.shopId, t.tagId, t.sortOrder),
    index("menu_items_tag_idx").on(t.tagId),
    // Keyword search (ILIKE '%…%') on name and description.
    index("menu_items_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("menu_items_description_trgm_idx").using("gin", t.description.op("gin_trgm_ops")),
    check("menu_items_price_check", sql`${t.unitPriceCents} >= 0`),
  ],
);

/** An option group of an item ("Choose a size"); control type 2 = single, 3 and 4 = multiple choice. */
export const itemAttributes = pgTable(
  "item_attributes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    menuItemId: integer("menu_item_id")
      .notNull()
      .references(() => menuItems.id, { onDelete: "cascade" }),
    textPrompt: text("text_prompt").notNull(),
    controlType: smallint("control_type").$type<2 | 3 | 4>().notNull(),
    isRequired: boolean("is_required").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("item_attributes_item_idx").on(t.menuItemId),
    check("item_attributes_control_type_check", sql`${t.controlType} in (2, 3, 4)`),
  ],
);

export const itemAttributeValues = pgTable(
  "item_attribute_values",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => itemAttributes.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    costCents: integer("cost_cents").notNull().default(0),
    isPreSelected: boolean("is_pre_selected").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("item_attribute_values_attribute_idx").on(t.attributeId),
    check("item_attribute_values_cost_check", sql`${t.costCents} >= 0`),
  ],
);
