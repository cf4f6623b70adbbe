import { drinkSize, extras, item, multi, shop, sides, single, sizes, spice, tag } from "./helpers.ts";
import type { SeedShop } from "./types.ts";

/** Restaurants in Scarborough, Malvern and Agincourt. */
export const scarboroughRestaurants: SeedShop[] = [
  shop({
    slug: "tassa-roti-and-doubles",
    name: "Tassa Roti & Doubles",
    kind: "restaurant",
    description:
      "Trini-style doubles, dhalpuri and buss-up-shut roti wrapped hot, with tamarind, mango and pepper on the side.",
    address: "1221 Markham Rd",
    postCode: "M1H 3E2",
    latitude: 43.7741,
    longitude: -79.2291,
    rating: 4.7,
    deliveryFeeCents: 299,
    deliveryTimeMin: 25,
    deliveryTimeMax: 40,
    categories: ["Roti & Doubles", "Curry", "Vegan & Ital"],
    tags: [
      tag("Doubles", [
        item(
          "Doubles",
          350,
          "doubles",
          "Two soft bara filled with curried channa, finished with tamarind and cucumber chutney.",
          [
            single("Pepper", ["No pepper:0", "Slight:0*", "Medium:0", "Heavy:0"]),
            multi("Toppings", ["Mango kuchela:0*", "Tamarind:0*", "Shadow benny:0", "Cucumber:0"], 4),
          ],
        ),
        item("Aloo Pie", 400, "patty", "Fried dough pocket stuffed with spiced mashed potato."),
        item("Pholourie (8 pc)", 499, "festival", "Split-pea fritters with tamarind dipping sauce."),
      ]),
      tag("Roti", [
        item("Curry Chicken Roti", 1399, "roti", "Boneless curry chicken and potato wrapped in soft dhalpuri.", [
          single("Wrap", ["Dhalpuri:0*", "Buss-up-shut (on the side):150"]),
          spice(),
          multi("Extras", ["Pumpkin:199", "Curry channa:199", "Extra pepper sauce:0"]),
        ]),
        item("Curry Goat Roti", 1599, "roti", "Slow-cooked curry goat with potato in a dhalpuri wrap.", [
          single("Wrap", ["Dhalpuri:0*", "Buss-up-shut (on the side):150"]),
          spice(),
        ]),
        item("Shrimp Roti", 1699, "roti", "Curry shrimp and potato, wrapped tight."),
        item("Vegetable Roti", 1199, "roti", "Channa, pumpkin, bhaji and potato: fully vegan."),
        item("Buss-up-Shut", 499, "roti", "Flaky paratha roti torn into buttery ribbons."),
      ]),
      tag("Sides", [
        item("Curry Channa & Aloo", 599, "curry-chicken", "Chickpeas and potato in a light geera curry."),
        item("Pumpkin Talkari", 550, "callaloo", "Sweet pumpkin cooked down with garlic and hot pepper."),
      ]),
      tag("Drinks", [
        item("Mauby", 350, "soda", "Bittersweet bark drink with anise and clove."),
        item("Sorrel", 399, "sorrel", "Hibiscus steeped with ginger and cinnamon."),
        item("Mango Juice", 399, "juice", "Thick, sunny nectar made from sweet Julie mangoes."),
      ]),
    ],
  }),
  shop({
    slug: "malvern-jerk-junction",
    name: "Malvern Jerk Junction",
    kind: "restaurant",
    description:
      "A neighbourhood jerk spot in Malvern: big plates, real pimento smoke and fresh festival out of the fryer.",
    address: "1300 Neilson Rd",
    postCode: "M1B 3C2",
    latitude: 43.8076,
    longitude: -79.2186,
    rating: 4.5,
    deliveryFeeCents: 349,
    deliveryTimeMin: 30,
    deliveryTimeMax: 45,
    categories: ["Jerk & Grill"],
    tags: [
      tag("Jerk", [
        item(
          "Jerk Chicken Dinner",
          1599,
          "jerk-chicken",
          "Smoky quarter chicken with rice & peas, plantain and slaw.",
          [sizes(300, 600), spice(), sides(), extras()],
        ),
        item("Jerk Pork Dinner", 1699, "jerk-pork", "Chopped jerk pork with rice & peas and festival.", [
          sizes(300, 600),
          spice(),
        ]),
        item("Jerk Chicken Wrap", 1099, "roti", "Jerk chicken, lettuce, tomato and jerk mayo in a flour wrap."),
        item("Jerk Wings (8 pc)", 1299, "wings", "Eight crispy wings tossed in sticky jerk glaze.", [spice()]),
      ]),
      tag("Stews & Curries", [
        item("Oxtail Dinner", 2199, "oxtail", "Braised oxtail with butter beans over rice & peas.", [
          sizes(400, 800),
          sides(),
        ]),
        item("Curry Goat Dinner", 1899, "curry-goat", "Tender bone-in goat and potato in a rich Jamaican curry.", [
          sizes(400, 800),
        ]),
        item("Brown Stew Fish", 1899, "fried-fish", "Fried snapper simmered in a thick brown-stew sauce."),
      ]),
      tag("Sides", [
        item("Festival (3 pc)", 399, "festival", "Sweet cornmeal festival, fried golden and crisp to order."),
        item("Fried Plantain", 450, "plantain", "Ripe plantain fried until caramelised."),
        item("Mac & Cheese", 550, "mac-pie", "Baked, cheesy and golden on top."),
      ]),
      tag("Drinks", [
        item("Ginger Beer", 399, "ginger-beer", "Fiery, ice-cold ginger beer brewed in-house.", [drinkSize()]),
        item("Carrot Juice", 550, "juice", "Carrot, nutmeg and condensed milk."),
      ]),
    ],
  }),
  shop({
    slug: "blue-harbour-seafood-shack",
    name: "Blue Harbour Seafood Shack",
    kind: "restaurant",
    description:
      "Hellshire-beach-style fish fry on Kingston Road: whole snapper, lobster tail, festival and bammy, with the pepper pickle made daily.",
    address: "3280 Kingston Rd",
    postCode: "M1M 1P8",
    latitude: 43.7386,
    longitude: -79.2171,
    rating: 4.6,
    deliveryFeeCents: 399,
    deliveryTimeMin: 30,
    deliveryTimeMax: 50,
    categories: ["Seafood"],
    tags: [
      tag("Fried Fish", [
        item(
          "Escovitch Snapper",
          2299,
          "fried-fish",
          "Whole red snapper fried crisp under a sharp pickle of onion, carrot and scotch bonnet.",
          [
            single("Fish size", ["1 lb:0*", "1.5 lb:500", "2 lb:900"]),
            sides(["Festival:0*", "Bammy:0", "Rice & peas:0"]),
            extras(),
          ],
        ),
        item("Fried Parrot Fish", 2199, "fried-fish", "Seasoned with black pepper and garlic and fried whole.", [
          sides(["Festival:0*", "Bammy:0", "Rice & peas:0"]),
        ]),
        item("Fish & Festival Box", 1499, "fried-fish", "Two fried fish fillets with three festival and pepper sauce."),
      ]),
      tag("From the Pot", [
        item("Steamed Snapper", 2299, "steamed-fish", "Steamed with okra, pumpkin, carrot and water crackers.", [
          spice(),
        ]),
        item("Curry Shrimp", 1899, "shrimp", "Shrimp in a coconut curry with thyme and pimento.", [spice(), sides()]),
        item(
          "Garlic Butter Lobster Tail",
          3499,
          "shrimp",
          "Split lobster tail basted with garlic, scallion and jerk butter.",
        ),
        item("Fish Tea", 699, "soup", "Light, peppery fish broth with yam, carrot and thyme.", [sizes(200, 400)]),
        item("Run Down", 1899, "ital-stew", "Mackerel cooked down in coconut milk with onion and pepper."),
      ]),
      tag("Sides", [
        item("Bammy (2 pc)", 450, "bammy", "Soaked in coconut milk and fried."),
        item(
          "Festival (3 pc)",
          399,
          "festival",
          "Sweet cornmeal dumplings fried golden, crisp outside and fluffy inside.",
        ),
        item("Boiled Green Banana", 399, "plantain", "Firm green bananas boiled with salt."),
      ]),
      tag("Drinks", [
        item("Sparkling Grapefruit Soda", 279, "soda", "Ice-cold, tart grapefruit soda."),
        item("Coconut Water", 499, "coconut", "Straight from the young green coconut."),
      ]),
    ],
  }),
  shop({
    slug: "golden-mile-caribbean-grill",
    name: "Golden Mile Caribbean Grill",
    kind: "restaurant",
    description:
      "Generous grill plates and curries on Eglinton East, a Scarborough lunch favourite since the nineties.",
    address: "1880 Eglinton Ave E",
    postCode: "M1L 2L1",
    latitude: 43.7268,
    longitude: -79.2934,
    rating: 4.3,
    deliveryFeeCents: 249,
    deliveryTimeMin: 25,
    deliveryTimeMax: 40,
    categories: ["Jerk & Grill", "Curry"],
    tags: [
      tag("Lunch Specials", [
        item("Jerk Chicken Lunch", 1199, "jerk-chicken", "Smaller jerk plate with rice & peas and cabbage.", [
          spice(),
          sides(),
        ]),
        item("Curry Chicken Lunch", 1199, "curry-chicken", "Curry chicken and potato over white rice.", [sides()]),
        item("Stew Chicken Lunch", 1199, "stew-chicken", "Brown stew chicken with rice & peas."),
        item("Oxtail Lunch", 1699, "oxtail", "A lunch-sized portion of braised oxtail.", [sides()]),
      ]),
      tag("Dinners", [
        item("Curry Goat Dinner", 1899, "curry-goat", "Slow-cooked curry goat with potato.", [
          sizes(400, 800),
          spice(),
        ]),
        item("Jerk Pork Dinner", 1699, "jerk-pork", "Smoked jerk pork with rice & peas."),
        item("Escovitch Fish Dinner", 1999, "fried-fish", "Fried fish with pickled pepper sauce."),
      ]),
      tag("Patties & Sides", [
        item("Beef Patty", 325, "patty", "A flaky golden crust around spicy seasoned beef.", [
          extras(["Cheese:100", "Coco bread:199"]),
        ]),
        item("Rice & Peas", 450, "rice-and-peas", "Coconut rice with red kidney beans."),
        item("Fried Dumplings (3 pc)", 399, "dumplings", "Fried dumplings: crisp outside, soft inside."),
      ]),
      tag("Drinks", [
        item(
          "Carrot Juice",
          499,
          "juice",
          "Fresh carrot blended with condensed milk, nutmeg and vanilla. Sweet and creamy.",
        ),
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
    slug: "agincourt-breakfast-house",
    name: "Agincourt Breakfast House",
    kind: "restaurant",
    description:
      "Proper Jamaican breakfast all day: ackee & saltfish, callaloo, fried dumplings and hot cornmeal porridge with Blue Mountain coffee.",
    address: "3701 Sheppard Ave E",
    postCode: "M1T 3K7",
    latitude: 43.7813,
    longitude: -79.2962,
    rating: 4.6,
    deliveryFeeCents: 199,
    deliveryTimeMin: 20,
    deliveryTimeMax: 35,
    categories: ["Breakfast", "Home Cooking"],
    tags: [
      tag("Breakfast Plates", [
        item(
          "Ackee & Saltfish Breakfast",
          1699,
          "ackee-saltfish",
          "Ackee and saltfish with two fried dumplings, boiled banana and a slice of avocado in season.",
          [
            sides(["Fried dumplings:0*", "Boiled dumplings & banana:0", "Hard-dough bread:0", "Festival:0"]),
            extras(["Callaloo:299", "Fried plantain:399", "Boiled egg:150"]),
          ],
        ),
        item("Callaloo & Saltfish", 1499, "callaloo", "Steamed callaloo tossed with flaked saltfish and tomato.", [
          sides(["Fried dumplings:0*", "Hard-dough bread:0"]),
        ]),
        item(
          "Kidney & Green Banana",
          1399,
          "stew-chicken",
          "Beef kidney stewed with onion and pepper, with green banana.",
        ),
        item("Mackerel Rundown Breakfast", 1499, "ital-stew", "Coconut rundown with boiled dumplings and yam."),
        item("Liver & Onions", 1299, "stew-chicken", "Sautéed liver in onion gravy with fried dumplings."),
      ]),
      tag("Porridge", [
        item("Cornmeal Porridge", 599, "porridge", "Fine cornmeal cooked with coconut milk, nutmeg and cinnamon.", [
          sizes(200, 400),
          single("Sweetness", ["Less sweet:0", "Regular:0*", "Extra condensed milk:50"]),
        ]),
        item("Peanut Porridge", 650, "porridge", "Creamy blended peanuts and oats with vanilla.", [sizes(200, 400)]),
        item("Green Banana Porridge", 599, "porridge", "Smooth, filling and gently spiced."),
      ]),
      tag("Bakery", [
        item("Hard-Dough Toast", 299, "bread", "Two thick slices of hard-dough bread, toasted and buttered."),
        item("Bulla & Cheese", 450, "bulla", "Molasses bulla with a slice of cheddar."),
      ]),
      tag("Hot Drinks", [
        item("Blue Mountain Coffee", 399, "coffee", "Freshly brewed Blue Mountain coffee, smooth and mellow.", [
          single("Milk", ["Black:0", "With milk:0*", "With condensed milk:50"]),
        ]),
        item("Cocoa Tea", 350, "tea", "Grated cocoa ball simmered with milk and nutmeg."),
        item("Fresh Mint Tea", 299, "tea", "Fresh mint bush tea with honey."),
      ]),
    ],
  }),
  shop({
    slug: "steeles-island-wok",
    name: "Steeles Island Wok",
    kind: "restaurant",
    description:
      "Jamaican-Chinese comfort food: jerk fried rice, sweet & sour chicken, roast pork and shrimp chop suey.",
    address: "5631 Steeles Ave E",
    postCode: "M1V 5P6",
    latitude: 43.8318,
    longitude: -79.2441,
    rating: 4.4,
    deliveryFeeCents: 299,
    deliveryTimeMin: 25,
    deliveryTimeMax: 40,
    offersPickup: false,
    categories: ["Jerk & Grill", "Home Cooking"],
    tags: [
      tag("Fried Rice", [
        item("Jerk Chicken Fried Rice", 1399, "rice-and-peas", "Wok-fried rice with jerk chicken, egg and scallion.", [
          sizes(300, 600),
          spice(),
        ]),
        item("Shrimp Fried Rice", 1499, "rice-and-peas", "Fried rice with plump shrimp and vegetables.", [
          sizes(300, 600),
        ]),
        item("Roast Pork Fried Rice", 1399, "rice-and-peas", "Char-siu-style pork with soy and sesame."),
      ]),
      tag("Mains", [
        item("Sweet & Sour Chicken", 1399, "stew-chicken", "Crispy chicken in a tangy pineapple sauce.", [
          sides(["Fried rice:0*", "White rice:0", "Chow mein:150"]),
        ]),
        item("Shrimp Chop Suey", 1599, "shrimp", "Shrimp and crunchy vegetables in a light sauce."),
        item("Pepper Steak", 1599, "stew-chicken", "Strips of beef wok-tossed with sweet pepper and onion."),
        item("Chicken Chow Mein", 1299, "pasta", "Soft noodles tossed with chicken and cabbage."),
        item("Jerk Pork Lo Mein", 1399, "pasta", "Thick noodles wok-tossed with smoky jerk pork and bok choy.", [
          spice(),
        ]),
      ]),
      tag("Sides", [
        item("Wontons (8 pc)", 699, "dumplings", "Crispy wontons with sweet chilli dip."),
        item("Spring Rolls (3 pc)", 599, "dumplings", "Crispy vegetable spring rolls with sweet chilli dip."),
      ]),
      tag("Drinks", [
        item("Kola Champagne Soda", 279, "soda", "Sweet, fizzy cream-soda-style island pop."),
        item("Ginger Beer", 350, "ginger-beer", "Sharp, spicy ginger beer, served ice cold."),
      ]),
    ],
  }),
];
