import { item, multi, packSize, shop, single, sizes, tag } from "./helpers.ts";
import type { SeedCategory, SeedShop } from "./types.ts";

/**
 * The second demo storefront, Island Grocer (docs/host-console.md): a grocery-first brand on its
 * own host name with its own categories and four shops along Toronto's east end and waterfront.
 */
export const islandGrocerCategories: SeedCategory[] = [
  { name: "Fresh Market", image: "groceries.svg" },
  { name: "Bakery", image: "patties-bakery.svg" },
  { name: "Drinks", image: "drinks-juices.svg" },
  { name: "Everyday Essentials", image: "convenience.svg" },
  { name: "Ready Meals", image: "home-cooking.svg" },
];

/** The storefront's own market, shown on its `/shop`. */
export const ISLAND_GROCER_FLAGSHIP_SLUG = "island-grocer-market";

const bunch = () => single("Bunch size", ["Regular:0*", "Large:150"]);
const weight = () => packSize(["500 g:0*", "1 kg:350", "2 kg:650"]);
const loaf = () => single("Sliced?", ["Sliced:0*", "Whole loaf:0"]);
const milkChoice = () => single("Milk", ["Whole:0*", "2 %:0", "Oat:75", "Almond:75"]);
const toppings = () => multi("Add to your bowl", ["Avocado:200", "Boiled egg:150", "Extra greens:100"]);

export const islandGrocerShops: SeedShop[] = [
  shop({
    slug: ISLAND_GROCER_FLAGSHIP_SLUG,
    name: "Island Grocer Market",
    kind: "grocery",
    description: "The island-fresh market of the east end: produce from Ontario farms, pantry staples and daily bread.",
    address: "1050 Queen St E",
    postCode: "M4M 1K4",
    latitude: 43.6615,
    longitude: -79.3365,
    rating: 4.7,
    deliveryFeeCents: 299,
    deliveryTimeMin: 30,
    deliveryTimeMax: 45,
    categories: ["Fresh Market", "Everyday Essentials"],
    tags: [
      tag("Fruit & Vegetables", [
        item("Ontario Apples", 499, "fruit", "A 1.5 kg bag of crisp Ontario apples.", [weight()]),
        item("Sweet Corn", 399, "corn", "Four ears of peaches-and-cream corn."),
        item("Plantains", 249, "plantain", "Three ripe plantains, ready to fry."),
        item("Callaloo", 349, "callaloo", "A fresh bunch of callaloo.", [bunch()]),
        item("Yellow Yam", 599, "yam", "About 1 kg of yellow yam."),
        item("Breadfruit", 699, "breadfruit", "One whole breadfruit for roasting."),
        item("Scotch Bonnet Peppers", 199, "scotch-bonnet", "A handful of fiery peppers."),
      ]),
      tag("Pantry", [
        item("Long Grain Rice", 899, "rice-bag", "A 4 kg bag of long grain rice.", [weight()]),
        item("All-Purpose Flour", 549, "flour", "2.5 kg of unbleached flour."),
        item("Canned Goods Bundle", 1099, "canned-goods", "Beans, tomatoes and coconut milk: six tins."),
        item("Pasta", 299, "pasta", "900 g of durum wheat spaghetti."),
        item("House Spice Mix", 649, "spices", "Allspice, thyme and pimento, ground in store."),
        item("Hot Pepper Sauce", 599, "sauce", "A 250 ml bottle of house scotch bonnet sauce."),
      ]),
      tag("Dairy & Eggs", [
        item("Free-Run Eggs", 649, "eggs", "A dozen large free-run eggs.", [
          single("Box", ["Dozen:0*", "18 eggs:300"]),
        ]),
        item("Milk", 599, "milk", "4 litres of Ontario milk.", [milkChoice()]),
        item("Ice Cream", 799, "ice-cream", "1.5 L of rum and raisin ice cream."),
      ]),
      tag("Bakery", [
        item("Hard Dough Bread", 549, "bread", "A soft, dense loaf baked daily.", [loaf()]),
        item("Coco Bread", 299, "coco-bread", "Two coconut-milk buns."),
        item("Bulla Cake", 399, "bulla", "Spiced molasses cakes, a pack of four."),
      ]),
    ],
  }),
  shop({
    slug: "harbourfront-fruit-and-veg",
    name: "Harbourfront Fruit & Veg",
    kind: "grocery",
    description: "A waterfront stall grown into a shop: seasonal fruit, salad greens and fresh-pressed juice.",
    address: "235 Queens Quay W",
    postCode: "M5J 2G8",
    latitude: 43.6387,
    longitude: -79.3832,
    rating: 4.5,
    deliveryFeeCents: 349,
    deliveryTimeMin: 30,
    deliveryTimeMax: 50,
    categories: ["Fresh Market", "Drinks"],
    tags: [
      tag("Seasonal Fruit", [
        item("Fruit Basket", 1999, "fruit", "Apples, pears, grapes and whatever is best this week.", [
          sizes(500, 1000),
        ]),
        item("Coconuts", 349, "coconut", "Two young coconuts, opened on request."),
        item("Plantain Bunch", 449, "plantain", "Five green or ripe plantains.", [
          single("Ripeness", ["Green:0", "Ripe:0*"]),
        ]),
        item("Sweet Corn Tray", 599, "corn", "Six ears, picked yesterday."),
      ]),
      tag("Greens & Salads", [
        item("Garden Salad", 799, "salad", "Mixed greens, cucumber and tomato with lime dressing.", [toppings()]),
        item("Callaloo Bunch", 349, "callaloo", "Fresh callaloo for steaming."),
        item("Salad Greens Box", 699, "salad", "Spinach, arugula and lettuce, washed."),
        item("Yam and Provisions Box", 1299, "yam", "Yam, dasheen and sweet potato for the week."),
      ]),
      tag("Fresh Juice", [
        item("Pressed Juice", 699, "juice", "Orange, carrot and ginger, pressed this morning.", [
          single("Bottle", ["350 ml:0*", "1 L:600"]),
        ]),
        item("Sorrel Drink", 599, "sorrel", "Hibiscus steeped with ginger and clove."),
        item("Ginger Beer", 399, "ginger-beer", "House-brewed, fiery."),
        item("Coconut Water", 449, "coconut", "Straight from the nut."),
      ]),
    ],
  }),
  shop({
    slug: "kingston-road-bakehouse",
    name: "Kingston Road Bakehouse",
    kind: "restaurant",
    description: "A neighbourhood bakery and kitchen: patties, loaves, cakes and warm lunches to take home.",
    address: "1245 Kingston Rd",
    postCode: "M1N 1P3",
    latitude: 43.6853,
    longitude: -79.2793,
    rating: 4.8,
    deliveryFeeCents: 299,
    deliveryTimeMin: 25,
    deliveryTimeMax: 40,
    categories: ["Bakery", "Ready Meals"],
    tags: [
      tag("Patties", [
        item("Beef Patty", 349, "patty", "Flaky golden pastry, spiced beef.", [
          single("In coco bread?", ["Just the patty:0*", "In coco bread:150"]),
        ]),
        item("Chicken Patty", 349, "patty", "Curried chicken in flaky pastry."),
        item("Vegetable Patty", 329, "patty", "Callaloo, carrot and potato."),
      ]),
      tag("Breads", [
        item("Hard Dough Loaf", 549, "bread", "Baked at dawn.", [loaf()]),
        item("Coco Bread", 249, "coco-bread", "Soft folded coconut bun."),
        item("Bulla", 199, "bulla", "Ginger and molasses."),
        item("Festival", 299, "festival", "Three sweet fried dumplings."),
      ]),
      tag("Cakes & Sweets", [
        item("Rum Cake Slice", 599, "cake", "Dark, moist and boozy."),
        item("Gizzada", 299, "gizzada", "Coconut tart with a pinched crust."),
        item("Ice Cream Cup", 449, "ice-cream", "Grape-nut or rum and raisin.", [
          single("Flavour", ["Grape-nut:0*", "Rum and raisin:0"]),
        ]),
      ]),
      tag("Warm Lunches", [
        item("Stew Chicken Plate", 1499, "stew-chicken", "With rice and peas and cabbage.", [sizes(300, 500)]),
        item("Ital Stew", 1299, "ital-stew", "Pumpkin, peas and dumplings in coconut."),
        item("Soup of the Day", 699, "soup", "Red pea or chicken foot soup."),
        item("Coffee", 249, "coffee", "Blue Mountain blend.", [milkChoice()]),
      ]),
    ],
  }),
  shop({
    slug: "bluffs-corner-store",
    name: "Bluffs Corner Store",
    kind: "convenience",
    description: "Open early, open late: snacks, drinks, household basics and milk before the school run.",
    address: "2637 Kingston Rd",
    postCode: "M1M 1M1",
    latitude: 43.7226,
    longitude: -79.2355,
    rating: 4.3,
    deliveryFeeCents: 199,
    deliveryTimeMin: 15,
    deliveryTimeMax: 30,
    categories: ["Everyday Essentials", "Drinks"],
    tags: [
      tag("Snacks", [
        item("Chips and Crackers", 349, "snacks", "Plantain chips, banana chips or water crackers.", [
          single("Kind", ["Plantain chips:0*", "Banana chips:0", "Water crackers:0"]),
        ]),
        item("Peanut Brittle", 299, "snacks", "A slab of the crunchy classic."),
        item("Ice Cream Bar", 299, "ice-cream", "Frozen and ready."),
      ]),
      tag("Drinks", [
        item("Soda", 199, "soda", "Cream soda, kola champagne or ting.", [
          single("Flavour", ["Cream soda:0*", "Kola champagne:0", "Grapefruit:0"]),
        ]),
        item("Spring Water", 149, "water", "A 1 L bottle."),
        item("Ginger Beer", 249, "ginger-beer", "Cold, in a glass bottle."),
        item("Iced Tea", 229, "tea", "Lemon, lightly sweet."),
      ]),
      tag("Household", [
        item("Household Basics", 899, "household", "Dish soap, paper towel and garbage bags."),
        item("Milk", 329, "milk", "1 L of 2 % milk."),
        item("Eggs", 399, "eggs", "Half a dozen."),
        item("Bread", 349, "bread", "A sliced white loaf."),
        item("Rice", 599, "rice-bag", "A 2 kg bag."),
      ]),
    ],
  }),
];
