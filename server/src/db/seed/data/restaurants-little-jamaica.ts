import { drinkSize, extras, item, shop, sides, single, sizes, spice, tag } from "./helpers.ts";
import type { SeedShop } from "./types.ts";

/** Restaurants along Eglinton Avenue West ("Little Jamaica") and nearby York. */
export const littleJamaicaRestaurants: SeedShop[] = [
  shop({
    slug: "yard-flame-jerk-centre",
    name: "Yard Flame Jerk Centre",
    kind: "restaurant",
    description:
      "Oil-drum jerk pits, pimento smoke and a line out the door on Saturdays. Chicken, pork and fish straight off the coals.",
    address: "1673 Eglinton Ave W",
    postCode: "M6E 2H2",
    latitude: 43.6958,
    longitude: -79.4478,
    rating: 4.7,
    deliveryFeeCents: 299,
    deliveryTimeMin: 25,
    deliveryTimeMax: 40,
    categories: ["Jerk & Grill"],
    tags: [
      tag("From the Drum", [
        item(
          "Jerk Chicken (Half)",
          1599,
          "jerk-chicken",
          "Half a chicken smoked on the drum over pimento wood, with hard-dough bread to mop the juices.",
          [spice(), sides(["Hard-dough bread:0*", "Rice & peas:150", "Festival:199"]), extras()],
        ),
        item(
          "Jerk Pork (1 lb)",
          1899,
          "jerk-pork",
          "A full pound of smoky jerk pork, chopped to order with the crackling left on.",
          [spice()],
        ),
        item(
          "Jerk Chicken Sandwich",
          1199,
          "burger",
          "Chopped jerk chicken on a toasted coco bread with lettuce, tomato and jerk mayo.",
          [spice()],
        ),
        item("Jerk Sausage", 899, "jerk-pork", "Two pork sausages finished on the drum and brushed with jerk sauce."),
        item("Jerk Fish Fillet", 1699, "steamed-fish", "Basa fillet in foil with jerk butter, okra and sweet pepper."),
      ]),
      tag("Sides", [
        item("Festival (3 pc)", 399, "festival", "Sweet, crisp fried cornmeal dumplings."),
        item(
          "Roast Breadfruit",
          599,
          "breadfruit",
          "Breadfruit roasted whole in the coals, sliced and fried in butter.",
        ),
        item("Rice & Peas", 450, "rice-and-peas", "Coconut rice with red peas and thyme."),
        item("Roast Corn", 450, "corn", "Charred corn on the cob with salted butter."),
      ]),
      tag("Drinks", [
        item("Ginger Beer", 399, "ginger-beer", "Spicy, home-brewed and served ice cold.", [drinkSize()]),
        item("Sorrel", 399, "sorrel", "Deep-red hibiscus with ginger and clove."),
        item("Sparkling Grapefruit Soda", 279, "soda", "Crisp and tart, straight from the cooler."),
      ]),
    ],
  }),
  shop({
    slug: "mama-ivys-dutch-pot",
    name: "Mama Ivy's Dutch Pot",
    kind: "restaurant",
    description:
      "A family-run cookshop serving Sunday-dinner plates every day: oxtail, curry goat and brown stew, made the old way.",
    address: "1246 Eglinton Ave W",
    postCode: "M6C 2E3",
    latitude: 43.6989,
    longitude: -79.4331,
    rating: 4.8,
    deliveryFeeCents: 199,
    deliveryTimeMin: 25,
    deliveryTimeMax: 35,
    categories: ["Curry", "Home Cooking"],
    tags: [
      tag("Dinners", [
        item(
          "Oxtail Dinner",
          2299,
          "oxtail",
          "Oxtail braised low and slow with butter beans and a glossy, peppery gravy.",
          [sizes(400, 900), sides(), extras()],
        ),
        item("Curry Goat Dinner", 1899, "curry-goat", "Tender bone-in goat in a deep, aromatic curry with potato.", [
          sizes(400, 800),
          spice(),
          sides(),
        ]),
        item(
          "Brown Stew Chicken",
          1499,
          "stew-chicken",
          "Chicken stewed in a dark, savoury gravy with carrots and onion.",
          [sizes(300, 600), sides()],
        ),
        item("Fried Chicken Dinner", 1399, "wings", "Seasoned, crispy fried chicken with rice & peas and cabbage."),
        item("Stew Peas", 1399, "ital-stew", "Red peas and salted beef simmered in coconut milk with spinners.", [
          single("Protein", ["Salt beef:0*", "Pigtail:0", "No meat (Ital):0"]),
        ]),
      ]),
      tag("Sides", [
        item("Mac & Cheese Pie", 599, "mac-pie", "Baked until bubbly with a golden crust."),
        item("Fried Plantain", 450, "plantain", "Sweet ripe plantain, fried to order."),
        item("Potato Salad", 499, "salad", "Creamy potato salad with beet, egg and scallion, the Sunday way."),
        item("Steamed Cabbage", 399, "callaloo", "Cabbage and carrot steamed with pimento and butter."),
      ]),
      tag("Desserts & Drinks", [
        item("Sweet Potato Pudding", 499, "cake", "Spiced, dense and custardy with coconut milk."),
        item("Carrot Juice", 550, "juice", "Carrot with nutmeg, vanilla and condensed milk."),
        item("Homemade Sorrel", 450, "sorrel", "Hibiscus with ginger and a pinch of clove."),
      ]),
    ],
  }),
  shop({
    slug: "golden-crust-patty-shop",
    name: "Golden Crust Patty Shop",
    kind: "restaurant",
    description: "Flaky, turmeric-gold patties baked every hour, with coco bread, buns and cheese from our own ovens.",
    address: "1812 Eglinton Ave W",
    postCode: "M6E 2H6",
    latitude: 43.6942,
    longitude: -79.4527,
    rating: 4.6,
    deliveryFeeCents: 249,
    deliveryTimeMin: 15,
    deliveryTimeMax: 30,
    categories: ["Patties & Bakery", "Breakfast"],
    tags: [
      tag("Patties", [
        item("Beef Patty", 350, "patty", "Flaky golden pastry filled with spicy minced beef, onion and thyme.", [
          single("Heat", ["Regular:0*", "Extra spicy:0"]),
          extras(["Cheese:100", "Coco bread:199"]),
        ]),
        item("Chicken Patty", 375, "patty", "Curried chicken in a buttery turmeric crust.", [
          extras(["Cheese:100", "Coco bread:199"]),
        ]),
        item("Vegetable Patty", 350, "patty", "Callaloo, carrot and pumpkin in flaky pastry."),
        item("Ackee Patty", 450, "patty", "Ackee and saltfish folded into a golden crust."),
        item("Jerk Chicken Patty", 425, "patty", "Smoky jerk chicken in our signature crust."),
        item("Curry Shrimp Patty", 495, "patty", "Shrimp in a coconut curry filling, a weekend special."),
      ]),
      tag("Breads & Buns", [
        item("Coco Bread", 250, "coco-bread", "Pillowy folded bread made with coconut milk."),
        item(
          "Spiced Bun & Cheese",
          599,
          "bulla",
          "Dark spiced bun with raisins and a thick slice of processed cheese.",
        ),
        item("Hard-Dough Bread Loaf", 499, "bread", "Dense, slightly sweet sliced loaf, baked this morning."),
        item("Bulla Cake (2 pc)", 299, "bulla", "Molasses and ginger cakes, soft and chewy."),
      ]),
      tag("Sweet Treats", [
        item("Gizzada", 299, "gizzada", "Pinch-crust tart with sweet spiced coconut."),
        item("Coconut Drops", 250, "coconut", "Chewy diced coconut cooked with ginger and brown sugar."),
        item("Rum Cake Slice", 550, "cake", "Dark fruit cake, soaked and rich."),
      ]),
      tag("Drinks", [
        item("Blue Mountain Coffee", 350, "coffee", "Freshly brewed, smooth and mellow."),
        item("Peanut Punch", 599, "juice", "Peanut, milk, oats and nutmeg blended thick."),
        item("Kola Champagne Soda", 279, "soda", "Sweet cream-soda style Caribbean pop."),
      ]),
    ],
  }),
];
