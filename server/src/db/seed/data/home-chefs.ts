import { extras, item, multi, shop, sides, single, sizes, spice, tag } from "./helpers.ts";
import type { SeedShop } from "./types.ts";

const tray = () => single("Portion", ["Single plate:0*", "Family tray (serves 4):2999"]);

/** Home chefs cooking from licensed home kitchens across the city. */
export const homeChefs: SeedShop[] = [
  shop({
    slug: "auntie-mercers-sunday-pot",
    name: "Auntie Mercer's Sunday Pot",
    kind: "homeChef",
    description:
      "Sunday dinner the way Auntie makes it in Malvern: oxtail, rice & peas, potato salad and carrot juice, in limited batches.",
    address: "38 Tapscott Rd",
    postCode: "M1B 3G8",
    latitude: 43.8092,
    longitude: -79.2217,
    rating: 4.9,
    deliveryFeeCents: 499,
    deliveryTimeMin: 40,
    deliveryTimeMax: 60,
    categories: ["Home Cooking", "Curry"],
    tags: [
      tag("Sunday Dinner", [
        item("Oxtail & Butter Beans", 2499, "oxtail", "Browned, then braised four hours until it melts off the bone.", [
          tray(),
          sides(),
          extras(),
        ]),
        item("Curry Goat", 1999, "curry-goat", "Marinated overnight in Auntie's own curry blend.", [tray(), spice()]),
        item(
          "Baked Chicken",
          1599,
          "stew-chicken",
          "Seasoned with green seasoning and baked until the skin crackles.",
          [tray()],
        ),
        item("Stew Peas", 1499, "ital-stew", "Red peas, salt beef and spinners in coconut milk."),
      ]),
      tag("Sides", [
        item("Rice & Peas (tray)", 1299, "rice-and-peas", "A full foil tray, fragrant with thyme and pimento."),
        item("Potato Salad", 699, "salad", "With beetroot, egg and scallion."),
        item("Macaroni Pie", 799, "mac-pie", "Baked firm and cheesy, sliced in squares."),
        item("Fried Plantain", 499, "plantain", "Ripe, sweet plantain fried to order until golden."),
      ]),
      tag("Sweet Things", [
        item("Sweet Potato Pudding", 599, "cake", "Dense sweet potato pudding, spiced and custardy with coconut milk."),
        item("Carrot Juice (1 L)", 1099, "juice", "Carrot, condensed milk, nutmeg and a splash of vanilla."),
        item("Sorrel (1 L)", 999, "sorrel", "Steeped two days with ginger and clove."),
        item("Rum Cake Slice", 650, "cake", "Her Christmas cake, made all year."),
      ]),
    ],
  }),
  shop({
    slug: "chef-marlons-yard-kitchen",
    name: "Chef Marlon's Yard Kitchen",
    kind: "homeChef",
    description: "A Rexdale home kitchen known for drum-smoked jerk and Friday fish fry, cooked in the backyard pit.",
    address: "24 Kipling Ave",
    postCode: "M9W 4J9",
    latitude: 43.7279,
    longitude: -79.5703,
    rating: 4.7,
    deliveryFeeCents: 399,
    deliveryTimeMin: 35,
    deliveryTimeMax: 55,
    offersPickup: false,
    categories: ["Home Cooking", "Jerk & Grill"],
    tags: [
      tag("Pit Jerk", [
        item("Jerk Chicken (Half)", 1699, "jerk-chicken", "Smoked over pimento wood in the backyard drum.", [
          spice(),
          sides(["Hard-dough bread:0*", "Festival:0", "Rice & peas:150"]),
          extras(),
        ]),
        item("Jerk Pork (1 lb)", 1999, "jerk-pork", "Chopped with crackling, with a side of jerk sauce.", [spice()]),
        item("Jerk Sausage Links", 999, "jerk-pork", "Two links kissed by the pimento smoke."),
        item("Roast Corn (2)", 699, "corn", "Roasted in the husk on the drum."),
      ]),
      tag("Friday Fish Fry", [
        item("Escovitch Snapper", 2199, "fried-fish", "Fried whole and pickled with onion, carrot and scotch bonnet.", [
          sides(["Festival:0*", "Bammy:0"]),
        ]),
        item("Fried Sprats", 1299, "fried-fish", "Small fish fried crisp, eaten bones and all."),
        item("Fish Tea", 699, "soup", "Peppery broth with yam and thyme."),
      ]),
      tag("Sides & Drinks", [
        item("Festival (4 pc)", 499, "festival", "Sweet, crunchy cornmeal festival, fried fresh."),
        item("Roast Breadfruit", 650, "breadfruit", "Roasted in the coals, fried in butter."),
        item("Ginger Beer (1 L)", 899, "ginger-beer", "Fresh-grated ginger, lime and cane sugar."),
        item(
          "Sorrel (1 L)",
          899,
          "sorrel",
          "Deep-red hibiscus steeped with fresh ginger and a little clove, served ice cold.",
        ),
        item("Rice & Peas", 550, "rice-and-peas", "Coconut rice and red peas with a sprig of thyme."),
      ]),
    ],
  }),
  shop({
    slug: "sister-pearls-ital-table",
    name: "Sister Pearl's Ital Table",
    kind: "homeChef",
    description:
      "Rastafarian Ital cooking from a Parkdale home kitchen: no salt, no meat, all coconut, provisions and herbs.",
    address: "88 Jameson Ave",
    postCode: "M6K 2X9",
    latitude: 43.6378,
    longitude: -79.4353,
    rating: 4.8,
    deliveryFeeCents: 349,
    deliveryTimeMin: 35,
    deliveryTimeMax: 50,
    categories: ["Home Cooking", "Vegan & Ital"],
    tags: [
      tag("Ital Pots", [
        item("Ital Stew", 1499, "ital-stew", "Pumpkin, red peas, chocho and spinners in fresh-grated coconut milk.", [
          sizes(300, 600),
        ]),
        item("Ital Run Down", 1599, "ital-stew", "Breadfruit and ackee cooked down in coconut custard.", [
          sizes(300, 600),
          spice(),
        ]),
        item("Steamed Callaloo & Okra", 1199, "callaloo", "With garlic, tomato and escallion."),
        item("Pumpkin Soup", 899, "soup", "Thick, sweet pumpkin soup with thyme and dumplings.", [sizes(200, 400)]),
      ]),
      tag("Provisions", [
        item("Boiled Provisions Plate", 999, "yam", "Yellow yam, dasheen, green banana and sweet potato."),
        item(
          "Roast Breadfruit",
          599,
          "breadfruit",
          "Breadfruit roasted whole over the fire, then sliced and buttered.",
        ),
        item("Fried Ripe Plantain", 499, "plantain", "Ripe plantain fried in coconut oil until sweet and golden."),
      ]),
      tag("Tonics", [
        item(
          "Sea Moss & Linseed",
          899,
          "juice",
          "Sea moss blended with linseed, oat milk and nutmeg. Thick, creamy and nourishing.",
          [multi("Boosters", ["Beetroot:100", "Ginger:100", "Oats:50"])],
        ),
        item("Fresh Ginger Shot", 399, "ginger-beer", "A fiery shot of pure pressed ginger and lime."),
        item("Soursop Leaf Tea", 399, "tea", "Calming soursop-leaf bush tea with honey."),
        item("Coconut Drops", 399, "coconut", "Chewy coconut and ginger candy sweetened with cane sugar."),
        item("Beetroot Juice", 699, "juice", "Cold-pressed beet, carrot, apple and ginger."),
      ]),
    ],
  }),
  shop({
    slug: "grannys-pattie-oven",
    name: "Granny's Pattie Oven",
    kind: "homeChef",
    description:
      "Hand-crimped patties, bulla and gizzada baked in a North York home kitchen from a sixty-year-old recipe.",
    address: "61 Elmhurst Ave",
    postCode: "M2N 1R6",
    latitude: 43.7661,
    longitude: -79.4092,
    rating: 4.8,
    deliveryFeeCents: 299,
    deliveryTimeMin: 30,
    deliveryTimeMax: 45,
    categories: ["Home Cooking", "Patties & Bakery"],
    tags: [
      tag("Patties", [
        item("Beef Patty (half dozen)", 1999, "patty", "Six hand-crimped spicy beef patties.", [
          single("Heat", ["Regular:0*", "Extra hot:0"]),
          multi("Add", ["Coco bread x6:1199", "Cheese slices:399"]),
        ]),
        item("Chicken Patty (half dozen)", 2099, "patty", "Six flaky patties filled with curry chicken and potato.", [
          multi("Add", ["Coco bread x6:1199"]),
        ]),
        item("Lobster Patty", 899, "patty", "Festive lobster filling in a golden crust."),
        item("Single Beef Patty", 375, "patty", "A single hand-crimped spicy beef patty, fresh from the oven."),
      ]),
      tag("Baked Goods", [
        item("Bulla (4 pc)", 499, "bulla", "Soft, chewy molasses and ginger bulla cakes."),
        item("Spiced Bun Loaf", 999, "bulla", "Dark, moist and studded with raisins."),
        item("Coco Bread (4)", 699, "coco-bread", "Four soft, folded coconut-milk breads, ready for a patty."),
      ]),
      tag("Sweets", [
        item("Gizzada (4)", 999, "gizzada", "Four pinch-crust tarts filled with sweet, spiced coconut."),
        item("Grater Cake (4)", 799, "coconut", "Grater cake: grated coconut fudge with a pink top."),
        item("Rum Cake (whole)", 3499, "cake", "Aged fruit soaked for weeks in rum and port.", [
          single("Size", ["6 inch:0*", "8 inch:1200"]),
        ]),
        item("Toto", 399, "cake", "Toto: a dense, moist coconut and molasses cake."),
        item(
          "Blue Mountain Coffee (227 g)",
          1599,
          "coffee",
          "Whole beans Granny brings back from the hills each spring.",
        ),
      ]),
    ],
  }),
  shop({
    slug: "brother-deans-curry-corner",
    name: "Brother Dean's Curry Corner",
    kind: "homeChef",
    description:
      "Slow-cooked curries from a Jane & Finch home kitchen, famous on the block for curry goat and mannish water.",
    address: "15 Driftwood Ave",
    postCode: "M3N 2M3",
    latitude: 43.7612,
    longitude: -79.5114,
    rating: 4.6,
    deliveryFeeCents: 349,
    deliveryTimeMin: 35,
    deliveryTimeMax: 50,
    categories: ["Home Cooking", "Curry"],
    tags: [
      tag("Curries", [
        item("Curry Goat", 1899, "curry-goat", "Bone-in, cooked till tender, with scotch bonnet and potato.", [
          tray(),
          spice(),
          sides(),
        ]),
        item("Curry Chicken", 1499, "curry-chicken", "Turmeric-gold with thyme and potato.", [tray(), spice()]),
        item("Curry Tripe & Beans", 1599, "curry-goat", "Tender tripe and butter beans in a mellow curry."),
        item("Curry Shrimp", 1899, "shrimp", "Plump shrimp simmered with coconut milk, pimento and fresh thyme.", [
          spice(),
        ]),
      ]),
      tag("Soups", [
        item("Mannish Water", 899, "soup", "Goat soup with green banana, yam, spinners and plenty of pepper.", [
          sizes(200, 400),
        ]),
        item("Red Pea Soup", 799, "soup", "Thick and hearty with pigtail and dumplings.", [sizes(200, 400)]),
        item("Chicken Foot Soup", 699, "soup", "Saturday soup with pumpkin and cho cho."),
      ]),
      tag("Sides", [
        item("White Rice", 399, "rice-and-peas", "Fluffy steamed long-grain rice to soak up the curry."),
        item("Roti Skin", 350, "roti", "A soft, plain roti skin, perfect for scooping up the curry."),
        item("Boiled Dumplings (3)", 399, "dumplings", "Dense, satisfying boiled flour dumplings."),
        item(
          "Mango Chutney",
          299,
          "sauce",
          "Green mango cooked down with garlic and scotch bonnet: sweet, hot and homemade.",
        ),
        item("Sorrel (1 L)", 899, "sorrel", "Hibiscus steeped with ginger and pimento."),
      ]),
    ],
  }),
  shop({
    slug: "miss-hyacinths-breakfast-kitchen",
    name: "Miss Hyacinth's Breakfast Kitchen",
    kind: "homeChef",
    description:
      "Weekend Jamaican breakfasts from an East York home kitchen: ackee & saltfish, fried dumplings and cornmeal porridge.",
    address: "27 Plains Rd",
    postCode: "M4J 2R1",
    latitude: 43.6934,
    longitude: -79.3323,
    rating: 4.7,
    deliveryFeeCents: 299,
    deliveryTimeMin: 30,
    deliveryTimeMax: 45,
    offersPickup: false,
    categories: ["Home Cooking", "Breakfast"],
    tags: [
      tag("Breakfast", [
        item("Ackee & Saltfish Plate", 1799, "ackee-saltfish", "With fried dumplings, boiled banana and callaloo.", [
          sides(["Fried dumplings:0*", "Festival:0", "Hard-dough bread:0"]),
          extras(["Avocado:199", "Fried plantain:399", "Extra saltfish:499"]),
        ]),
        item("Callaloo & Saltfish Plate", 1499, "callaloo", "Steamed callaloo with saltfish and two dumplings."),
        item("Mackerel Run Down", 1499, "ital-stew", "Coconut run down with boiled provisions."),
        item(
          "Fried Dumplings (4)",
          499,
          "dumplings",
          "Four golden fried dumplings (Johnny cakes), crisp outside and soft inside.",
        ),
      ]),
      tag("Porridge", [
        item("Cornmeal Porridge", 599, "porridge", "With coconut milk, nutmeg and vanilla.", [sizes(200, 400)]),
        item("Hominy Corn Porridge", 650, "porridge", "Creamy hominy corn porridge with coconut milk and cinnamon."),
        item("Plantain Porridge", 650, "porridge", "Blended green plantain, smooth and sweet.", [sizes(200, 400)]),
      ]),
      tag("Drinks", [
        item("Blue Mountain Coffee", 399, "coffee", "Blue Mountain coffee pressed fresh, smooth and mellow."),
        item("Cocoa Tea", 399, "tea", "Grated cocoa ball simmered with milk, nutmeg and cinnamon."),
        item(
          "Carrot Juice",
          599,
          "juice",
          "Fresh carrot blended with condensed milk, nutmeg and vanilla. Sweet and creamy.",
        ),
        item("Ginger Tea", 299, "tea", "Fresh ginger steeped with honey."),
        item("Hard-Dough Toast & Butter", 299, "bread", "Two thick slices, toasted and buttered."),
      ]),
    ],
  }),
  shop({
    slug: "uncle-rohans-roti-and-doubles",
    name: "Uncle Rohan's Roti & Doubles",
    kind: "homeChef",
    description:
      "Trini home cooking from Scarborough: weekend doubles, buss-up-shut and curries, made in small batches.",
    address: "142 Brimorton Dr",
    postCode: "M1H 2E5",
    latitude: 43.7712,
    longitude: -79.2397,
    rating: 4.6,
    deliveryFeeCents: 349,
    deliveryTimeMin: 35,
    deliveryTimeMax: 50,
    categories: ["Home Cooking", "Roti & Doubles"],
    tags: [
      tag("Doubles & Snacks", [
        item("Doubles (2)", 699, "doubles", "Two doubles with channa, tamarind and cucumber.", [
          single("Pepper", ["None:0", "Slight:0*", "Heavy:0"]),
        ]),
        item("Saheena (4)", 599, "festival", "Crispy spinach and split-pea fritters with mango chutney."),
        item("Pholourie (10)", 599, "festival", "Light, fluffy split-pea fritters with a sweet-sour tamarind sauce."),
      ]),
      tag("Roti", [
        item("Curry Chicken Roti", 1399, "roti", "Boneless chicken and potato in dhalpuri.", [
          spice(),
          multi("Extras", ["Pumpkin:199", "Channa:199", "Mango kuchela:99"]),
        ]),
        item("Curry Goat Roti", 1599, "roti", "Tender boneless curry goat and potato in a soft dhalpuri wrap.", [
          spice(),
        ]),
        item("Buss-up-Shut with Curry Duck", 1799, "roti", "Flaky paratha and rich curry duck on the side."),
        item("Vegetable Roti", 1199, "roti", "Curry channa, pumpkin and bhaji spinach in a dhalpuri. Vegan."),
      ]),
      tag("Sweets & Drinks", [
        item("Kurma (bag)", 499, "snacks", "Crunchy ginger-sugar dough sticks."),
        item("Sweet Bread Slice", 399, "bread", "Trini-style sweet bread with coconut and raisins."),
        item("Mauby (1 L)", 799, "soda", "Homemade mauby, bittersweet and spiced with anise."),
        item("Sorrel (1 L)", 899, "sorrel", "Deep-red sorrel, gingery and lightly sweet."),
        item("Coconut Water", 450, "coconut", "Chilled coconut water, straight from the nut."),
      ]),
    ],
  }),
];
