import { drinkSize, extras, item, multi, shop, sides, single, sizes, spice, tag } from "./helpers.ts";
import type { SeedShop } from "./types.ts";

/** Restaurants in Rexdale, Etobicoke, Jane & Finch, Weston and North York. */
export const westRestaurants: SeedShop[] = [
  shop({
    slug: "rexdale-ital-garden",
    name: "Rexdale Ital Garden",
    kind: "restaurant",
    description:
      "Plant-based Ital cooking with no salt, no meat and plenty of love: stews, run down, fresh juices and sea moss.",
    address: "1530 Albion Rd",
    postCode: "M9V 1B4",
    latitude: 43.7418,
    longitude: -79.5842,
    rating: 4.8,
    deliveryFeeCents: 299,
    deliveryTimeMin: 30,
    deliveryTimeMax: 45,
    categories: ["Vegan & Ital", "Drinks & Juices"],
    tags: [
      tag("Ital Bowls", [
        item(
          "Ital Stew",
          1499,
          "ital-stew",
          "Pumpkin, chocho, carrot, okra and red peas simmered in fresh coconut milk with thyme and pimento.",
          [sizes(300, 600), sides(["Brown rice & peas:0*", "Boiled provisions:0", "Quinoa:150"])],
        ),
        item("Vegan Run Down", 1599, "ital-stew", "Jackfruit and breadfruit cooked down in coconut milk.", [spice()]),
        item("Curry Chickpea & Potato", 1399, "curry-chicken", "Chickpeas and potato in a Jamaican curry.", [
          spice(),
          sides(["Brown rice & peas:0*", "Roti:199"]),
        ]),
        item("BBQ Jerk Tofu", 1499, "jerk-chicken", "Pressed tofu smoked with jerk paste and glazed.", [spice()]),
        item("Callaloo & Quinoa Bowl", 1399, "salad", "Steamed callaloo, quinoa, avocado and pickled onion."),
      ]),
      tag("Patties", [
        item("Callaloo Patty", 399, "patty", "Callaloo and carrot in a spelt crust."),
        item("Lentil Patty", 399, "patty", "Spiced brown lentils in a golden vegan crust."),
      ]),
      tag("Juices & Tonics", [
        item("Sea Moss Drink", 799, "juice", "Irish moss blended with oat milk, linseed, nutmeg and agave.", [
          single("Size", ["16 oz:0*", "24 oz:250"]),
          multi("Boosters", ["Beetroot:100", "Ginger shot:150", "Bladderwrack:150"]),
        ]),
        item("Beet & Carrot Juice", 699, "juice", "Cold-pressed beet, carrot, ginger and lime.", [
          single("Size", ["16 oz:0*", "24 oz:250"]),
        ]),
        item("Soursop Juice", 699, "juice", "Creamy soursop with lime and a little nutmeg."),
        item("Cucumber Ginger Cooler", 599, "juice", "Cucumber, mint, ginger and lime."),
      ]),
      tag("Treats", [
        item("Vegan Gizzada", 399, "gizzada", "Coconut filling in a coconut-oil crust."),
        item("Banana Bread Slice", 450, "cake", "Moist, spiced and sweetened with dates."),
      ]),
    ],
  }),
  shop({
    slug: "jane-street-oxtail-house",
    name: "Jane Street Oxtail House",
    kind: "restaurant",
    description:
      "Oxtail is the house speciality: big, sticky bowls simmered since dawn, plus curry goat and stew peas.",
    address: "2901 Jane St",
    postCode: "M3N 2J7",
    latitude: 43.7526,
    longitude: -79.5159,
    rating: 4.7,
    deliveryFeeCents: 249,
    deliveryTimeMin: 25,
    deliveryTimeMax: 40,
    categories: ["Curry", "Home Cooking"],
    tags: [
      tag("Oxtail", [
        item(
          "Oxtail Dinner",
          2399,
          "oxtail",
          "Our signature: oxtail and butter beans in a deep, glossy gravy over rice & peas.",
          [sizes(400, 900), sides(), extras()],
        ),
        item("Oxtail Bowl (no rice)", 2199, "oxtail", "Just the oxtail and gravy, for the purists."),
        item("Oxtail Soup", 899, "soup", "Rich broth with oxtail, spinners, yam and carrot.", [sizes(200, 400)]),
        item("Oxtail Patty", 599, "patty", "Oxtail and gravy baked into our flaky crust."),
      ]),
      tag("More Dinners", [
        item("Curry Goat Dinner", 1999, "curry-goat", "Bone-in goat slow-cooked in a rich, peppery curry.", [
          sizes(400, 800),
          spice(),
          sides(),
        ]),
        item("Stew Peas & Rice", 1499, "ital-stew", "Red peas with salt beef and spinners."),
        item("Brown Stew Chicken", 1599, "stew-chicken", "Classic brown stew with carrots.", [sides()]),
      ]),
      tag("Sides", [
        item("Rice & Peas", 499, "rice-and-peas", "Coconut rice cooked with red kidney beans, thyme and scallion."),
        item("Fried Plantain", 499, "plantain", "Ripe plantain, fried sweet and caramelised."),
        item("Extra Gravy", 199, "sauce", "A cup of our rich oxtail gravy for your rice."),
      ]),
      tag("Drinks", [
        item("Carrot Juice", 599, "juice", "Carrot with nutmeg and condensed milk."),
        item("Sorrel", 450, "sorrel", "Chilled hibiscus steeped with fresh ginger."),
      ]),
    ],
  }),
  shop({
    slug: "lakeshore-fish-fry",
    name: "Lakeshore Fish Fry",
    kind: "restaurant",
    description:
      "Fried fish, bammy and festival by Lake Ontario in Long Branch, with a pepper pickle that wakes you up.",
    address: "3120 Lake Shore Blvd W",
    postCode: "M8V 1L4",
    latitude: 43.6006,
    longitude: -79.5051,
    rating: 4.4,
    deliveryFeeCents: 399,
    deliveryTimeMin: 30,
    deliveryTimeMax: 45,
    categories: ["Seafood"],
    tags: [
      tag("Fish", [
        item(
          "Escovitch King Fish",
          1999,
          "fried-fish",
          "Two king fish steaks fried and smothered in pickled onion, carrot and scotch bonnet.",
          [sides(["Festival:0*", "Bammy:0", "Fries:0"]), extras(["Extra pickle:99", "Festival:299", "Bammy:299"])],
        ),
        item("Fried Snapper", 2199, "fried-fish", "Whole snapper, crisp-skinned and well seasoned.", [
          sides(["Festival:0*", "Bammy:0", "Fries:0"]),
        ]),
        item("Brown Stew Fish", 1999, "fried-fish", "Fried fish simmered in a savoury brown stew."),
        item("Fish Tacos", 1499, "fried-fish", "Three soft tacos with fried fish, slaw and jerk mayo.", [spice()]),
      ]),
      tag("Shellfish", [
        item("Pepper Shrimp", 1599, "shrimp", "Shell-on shrimp boiled in scotch bonnet and pimento.", [
          single("Portion", ["1/2 lb:0*", "1 lb:800"]),
          spice(),
        ]),
        item("Coconut Shrimp", 1499, "shrimp", "Crispy coconut-crusted shrimp with mango dip."),
        item("Conch Fritters", 1199, "dumplings", "Golden fritters with minced conch and sweet pepper."),
      ]),
      tag("Sides", [
        item("Festival (3 pc)", 399, "festival", "Sweet cornmeal festival: crisp outside, fluffy inside."),
        item("Bammy (2 pc)", 450, "bammy", "Cassava bammy soaked in coconut milk and pan-fried golden."),
        item("Fries", 399, "fries", "Skin-on fries dusted with our house jerk salt."),
      ]),
      tag("Drinks", [
        item("Ginger Beer", 399, "ginger-beer", "Fiery, fresh-grated ginger brewed with lime and cane sugar."),
        item("Pineapple Ginger Juice", 499, "juice", "Fresh pineapple with a ginger kick."),
      ]),
    ],
  }),
  shop({
    slug: "kingsway-pepperpot-kitchen",
    name: "Kingsway Pepperpot Kitchen",
    kind: "restaurant",
    description:
      "Modern Caribbean plates in Etobicoke: jerk pasta, oxtail poutine and rum-glazed ribs alongside the classics.",
    address: "3250 Bloor St W",
    postCode: "M8X 1E1",
    latitude: 43.6453,
    longitude: -79.5231,
    rating: 4.5,
    deliveryFeeCents: 349,
    deliveryTimeMin: 30,
    deliveryTimeMax: 45,
    categories: ["Jerk & Grill", "Desserts"],
    tags: [
      tag("Mains", [
        item("Rasta Pasta", 1899, "pasta", "Penne in a creamy jerk sauce with red, gold and green peppers.", [
          single("Protein", ["Jerk chicken:0*", "Shrimp:300", "Vegetables only:0"]),
          spice(),
        ]),
        item("Rum-Glazed Ribs", 2499, "jerk-pork", "Half rack of pork ribs glazed with dark rum and jerk BBQ.", [
          sides(["Rice & peas:0*", "Fries:0", "Roast corn:150"]),
        ]),
        item("Jerk Chicken Plate", 1799, "jerk-chicken", "Quarter chicken, rice & peas, slaw and plantain.", [
          spice(),
          sides(),
        ]),
        item("Oxtail Poutine", 1699, "fries", "Fries topped with oxtail gravy, pulled oxtail and cheese curds."),
      ]),
      tag("Small Plates", [
        item("Jerk Wings (6 pc)", 1099, "wings", "Six crispy wings glazed in jerk sauce and finished with lime.", [
          spice(),
        ]),
        item("Saltfish Fritters", 899, "dumplings", "Stamp-and-go fritters with pepper aioli."),
        item("Plantain Chips", 599, "snacks", "Crunchy green plantain chips with garlic sauce."),
        item(
          "Ackee Crostini",
          999,
          "ackee-saltfish",
          "Toasted hard-dough bread topped with ackee, saltfish and pickled pepper.",
        ),
      ]),
      tag("Desserts", [
        item("Rum Cake", 699, "cake", "Warm rum cake with vanilla ice cream."),
        item("Coconut Crème Brûlée", 799, "ice-cream", "Silky coconut custard with a burnt-sugar top."),
      ]),
      tag("Drinks", [
        item("Sorrel Spritzer", 599, "sorrel", "Sorrel topped with soda water and lime."),
        item("Ginger Beer", 450, "ginger-beer", "House-made ginger beer with a real ginger bite.", [drinkSize()]),
      ]),
    ],
  }),
  shop({
    slug: "weston-road-roti-shop",
    name: "Weston Road Roti Shop",
    kind: "restaurant",
    description: "Guyanese and Jamaican roti, curries and chow mein on Weston Road, with pepper sauce on every table.",
    address: "1871 Weston Rd",
    postCode: "M9N 1W1",
    latitude: 43.7017,
    longitude: -79.5176,
    rating: 4.3,
    deliveryFeeCents: 249,
    deliveryTimeMin: 25,
    deliveryTimeMax: 40,
    categories: ["Roti & Doubles", "Curry"],
    tags: [
      tag("Roti", [
        item("Curry Goat Roti", 1499, "roti", "Boneless curry goat and potato in dhalpuri.", [
          spice(),
          multi("Extras", ["Pumpkin:199", "Channa:199"]),
        ]),
        item("Curry Chicken Roti", 1299, "roti", "Curry chicken and potato wrapped.", [spice()]),
        item("Curry Duck Roti", 1599, "roti", "Guyanese-style curry duck, rich and dark."),
        item("Channa & Potato Roti", 1099, "roti", "Vegan chickpea and potato curry."),
      ]),
      tag("Curry Plates", [
        item(
          "Curry Goat Plate",
          1799,
          "curry-goat",
          "Slow-cooked curry goat served with white rice and yellow split-pea dhal.",
          [sizes(300, 700)],
        ),
        item("Pepperpot", 1899, "oxtail", "Guyanese beef stew with cassareep, cinnamon and clove."),
        item("Chicken Chow Mein", 1199, "pasta", "Guyanese-style chow mein with vegetables."),
      ]),
      tag("Snacks", [
        item("Doubles", 325, "doubles", "Bara and curry channa with tamarind."),
        item(
          "Phulourie (8 pc)",
          450,
          "festival",
          "Golden split-pea fritters with turmeric and garlic, served with tamarind sauce.",
        ),
        item("Aloo Pie", 375, "patty", "Fried dough stuffed with spiced mashed potato and served with chutney."),
      ]),
      tag("Drinks", [
        item("Mauby", 350, "soda", "Mauby: a bittersweet bark drink with anise and clove."),
        item(
          "Sorrel",
          399,
          "sorrel",
          "Deep-red hibiscus steeped with fresh ginger and a little clove, served ice cold.",
        ),
      ]),
    ],
  }),
  shop({
    slug: "finch-west-juice-and-jerk",
    name: "Finch West Juice & Jerk",
    kind: "restaurant",
    description: "Jerk bowls and fresh Caribbean juices near York University: quick, filling and made to order.",
    address: "1111 Finch Ave W",
    postCode: "M3J 2E5",
    latitude: 43.7667,
    longitude: -79.4719,
    rating: 4.2,
    deliveryFeeCents: 199,
    deliveryTimeMin: 20,
    deliveryTimeMax: 30,
    categories: ["Jerk & Grill", "Drinks & Juices"],
    tags: [
      tag("Bowls", [
        item("Jerk Chicken Bowl", 1299, "jerk-chicken", "Rice & peas, jerk chicken, slaw, plantain and jerk mayo.", [
          sizes(250, 500),
          spice(),
          extras(["Extra chicken:399", "Avocado:199", "Fried plantain:299"]),
        ]),
        item("Jerk Shrimp Bowl", 1499, "shrimp", "Jerk shrimp over coconut rice with mango salsa.", [
          sizes(250, 500),
          spice(),
        ]),
        item("Curry Chickpea Bowl", 1099, "curry-chicken", "Vegan curry chickpeas with rice & peas."),
        item("Jerk Chicken Salad", 1199, "salad", "Greens, mango, cucumber and jerk chicken with lime dressing."),
      ]),
      tag("Patties", [
        item("Beef Patty", 350, "patty", "The classic: spicy beef in a flaky golden crust."),
        item("Chicken Patty", 375, "patty", "Curried chicken and potato in a buttery turmeric crust."),
        item("Coco Bread", 250, "coco-bread", "Soft and sweet, perfect around a patty."),
      ]),
      tag("Juices", [
        item("Carrot Juice", 599, "juice", "Fresh carrot juice blended with nutmeg and a touch of condensed milk.", [
          single("Size", ["16 oz:0*", "24 oz:200"]),
        ]),
        item("June Plum Juice", 599, "juice", "Tangy golden June plum with ginger.", [
          single("Size", ["16 oz:0*", "24 oz:200"]),
        ]),
        item("Sorrel", 499, "sorrel", "Hibiscus steeped with ginger and clove, lightly sweetened."),
        item("Pineapple Smoothie", 699, "juice", "Pineapple, banana and coconut milk."),
        item("Ginger Beer", 399, "ginger-beer", "Fiery, fresh-grated ginger brewed with lime and cane sugar."),
      ]),
    ],
  }),
];
