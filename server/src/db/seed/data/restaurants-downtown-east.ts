import { drinkSize, extras, item, multi, shop, sides, single, sizes, spice, tag } from "./helpers.ts";
import type { SeedShop } from "./types.ts";

/** Restaurants Downtown, in Parkdale, on the Danforth and in East York. */
export const downtownEastRestaurants: SeedShop[] = [
  shop({
    slug: "queen-west-jerk-bar",
    name: "Queen West Jerk Bar",
    kind: "restaurant",
    description: "A lively downtown jerk bar: smoky chicken, jerk burgers and loaded fries, with a reggae soundtrack.",
    address: "421 Queen St W",
    postCode: "M5V 2A5",
    latitude: 43.6486,
    longitude: -79.3963,
    rating: 4.4,
    deliveryFeeCents: 299,
    deliveryTimeMin: 20,
    deliveryTimeMax: 35,
    categories: ["Jerk & Grill"],
    tags: [
      tag("Jerk", [
        item("Jerk Chicken Plate", 1799, "jerk-chicken", "Smoky quarter chicken with rice & peas, slaw and plantain.", [
          sizes(300, 700),
          spice(),
          sides(),
          extras(),
        ]),
        item("Jerk Chicken Burger", 1499, "burger", "Jerk-marinated thigh on a coco bread bun with pineapple slaw.", [
          spice(),
          multi("Add", ["Cheddar:150", "Bacon:250", "Fried plantain:199"]),
        ]),
        item("Jerk Beyond Burger", 1599, "burger", "Plant-based patty with jerk mayo and pickled onion."),
        item("Jerk Wings (10 pc)", 1599, "wings", "Ten crispy wings tossed in sticky jerk glaze.", [spice()]),
      ]),
      tag("Fries & Sides", [
        item("Jerk Loaded Fries", 1199, "fries", "Fries with chopped jerk chicken, cheese sauce and scallion."),
        item("Festival Fries", 699, "festival", "Festival cut into fries with honey-lime dip."),
        item("Plantain", 499, "plantain", "Ripe plantain fried until sweet and caramelised at the edges."),
        item("Mac & Cheese", 699, "mac-pie", "Three-cheese macaroni baked until bubbling with a crisp golden top."),
      ]),
      tag("Drinks", [
        item("Ginger Beer", 450, "ginger-beer", "House-brewed ginger beer with lime and cane sugar.", [drinkSize()]),
        item("Sorrel Lemonade", 499, "sorrel", "Sorrel shaken with fresh lemonade."),
        item("Sparkling Grapefruit Soda", 299, "soda", "Cold, crisp grapefruit soda."),
      ]),
      tag("Dessert", [item("Rum Cake Slice", 599, "cake", "Moist, dark and boozy Caribbean rum cake.")]),
    ],
  }),
  shop({
    slug: "kensington-coco-bread-bakery",
    name: "Kensington Coco Bread Bakery",
    kind: "restaurant",
    description:
      "A tiny Kensington Market bakery turning out coco bread, hard-dough loaves, patties and spiced bun every morning.",
    address: "160 Baldwin St",
    postCode: "M5T 1L8",
    latitude: 43.6553,
    longitude: -79.4004,
    rating: 4.8,
    deliveryFeeCents: 249,
    deliveryTimeMin: 15,
    deliveryTimeMax: 30,
    categories: ["Patties & Bakery", "Desserts", "Breakfast"],
    tags: [
      tag("Patties", [
        item("Beef Patty", 375, "patty", "Spicy beef in a flaky golden crust.", [
          extras(["Cheese:100", "Coco bread:199"]),
        ]),
        item("Chicken Patty", 395, "patty", "Curried chicken in a buttery crust.", [
          extras(["Cheese:100", "Coco bread:199"]),
        ]),
        item("Callaloo Patty", 375, "patty", "Vegetarian and bright with thyme."),
        item("Saltfish Patty", 425, "patty", "Flaked saltfish with onion and pepper."),
      ]),
      tag("Breads", [
        item("Coco Bread", 275, "coco-bread", "Soft, buttery coconut-milk bread, folded and baked this morning."),
        item("Hard-Dough Bread", 550, "bread", "The classic dense, slightly sweet Jamaican loaf, sliced thick.", [
          single("Loaf", ["Regular:0*", "Large:200", "Whole wheat:100"]),
        ]),
        item("Bulla (3 pc)", 399, "bulla", "Soft, chewy bulla cakes made with dark molasses and fresh ginger."),
        item("Easter Spiced Bun", 899, "bulla", "Dark, spicy bun packed with fruit.", [
          multi("Add", ["Cheese slices:199"]),
        ]),
      ]),
      tag("Cakes & Pastries", [
        item("Gizzada", 325, "gizzada", "A crisp pastry tart filled with sweet, spiced coconut."),
        item("Rum Cake Slice", 599, "cake", "Dark fruit cake soaked in rum and port wine, rich and moist."),
        item("Toto", 350, "cake", "Dense coconut and molasses cake."),
        item("Grater Cake", 275, "coconut", "Pink-topped grated coconut sweet."),
      ]),
      tag("Coffee", [
        item("Blue Mountain Coffee", 399, "coffee", "Blue Mountain coffee, brewed to order.", [
          single("Size", ["Small:0", "Medium:75*", "Large:150"]),
        ]),
        item("Jamaican Latte", 550, "coffee", "Espresso with steamed milk, nutmeg and a touch of condensed milk."),
      ]),
    ],
  }),
  shop({
    slug: "parkdale-sound-system-kitchen",
    name: "Parkdale Sound System Kitchen",
    kind: "restaurant",
    description:
      "Dancehall-era comfort food on Queen West in Parkdale: curry goat, stew chicken and late-night patties.",
    address: "1450 Queen St W",
    postCode: "M6K 1M3",
    latitude: 43.6401,
    longitude: -79.4398,
    rating: 4.3,
    deliveryFeeCents: 299,
    deliveryTimeMin: 25,
    deliveryTimeMax: 40,
    offersPickup: false,
    categories: ["Curry", "Patties & Bakery"],
    tags: [
      tag("Plates", [
        item("Curry Goat", 1899, "curry-goat", "Tender goat in a deep, peppery curry.", [
          sizes(400, 800),
          spice(),
          sides(),
        ]),
        item("Stew Chicken", 1499, "stew-chicken", "Brown stew chicken with rice & peas.", [sizes(300, 600), sides()]),
        item("Jerk Chicken", 1599, "jerk-chicken", "Smoky, spicy jerk chicken off the grill with rice & peas.", [
          spice(),
          sides(),
        ]),
        item("Oxtail", 2299, "oxtail", "Oxtail braised for hours with butter beans in a glossy gravy."),
      ]),
      tag("Late Night", [
        item("Patty & Coco Bread", 599, "patty", "A beef patty tucked into a warm coco bread."),
        item("Jerk Chicken Poutine", 1299, "fries", "Fries, gravy, curds and jerk chicken."),
        item("Saltfish Fritters (4 pc)", 799, "dumplings", "Crispy and salty with pepper sauce."),
      ]),
      tag("Sides", [
        item("Rice & Peas", 450, "rice-and-peas", "Rice cooked with coconut milk, thyme and red kidney beans."),
        item("Steamed Cabbage", 399, "callaloo", "Steamed cabbage and carrot with pimento and butter."),
        item("Fried Dumplings (3 pc)", 399, "dumplings", "Crisp, golden fried dumplings, soft in the middle."),
      ]),
      tag("Drinks", [
        item("Carrot Juice", 550, "juice", "Carrot juice, creamy and spiced with nutmeg."),
        item("Irish Moss", 650, "juice", "Thick sea moss punch with nutmeg."),
      ]),
    ],
  }),
  shop({
    slug: "danforth-island-grill",
    name: "Danforth Island Grill",
    kind: "restaurant",
    description:
      "East-end Caribbean grill on the Danforth with charcoal jerk, grilled snapper and big family platters.",
    address: "1920 Danforth Ave",
    postCode: "M4C 1J4",
    latitude: 43.6855,
    longitude: -79.3152,
    rating: 4.5,
    deliveryFeeCents: 349,
    deliveryTimeMin: 25,
    deliveryTimeMax: 40,
    categories: ["Jerk & Grill", "Seafood"],
    tags: [
      tag("Grill", [
        item("Jerk Chicken Dinner", 1699, "jerk-chicken", "Charcoal-grilled jerk chicken with rice & peas.", [
          sizes(300, 600),
          spice(),
          sides(),
        ]),
        item("Grilled Snapper", 2299, "steamed-fish", "Whole snapper grilled in foil with herbs and lime.", [sides()]),
        item(
          "Jerk Shrimp Skewers",
          1599,
          "shrimp",
          "Two skewers of jumbo shrimp basted with jerk butter and charred on the grill.",
          [spice()],
        ),
        item("Jerk Pork", 1699, "jerk-pork", "Pimento-smoked jerk pork, tender with a sticky charred bark."),
      ]),
      tag("Family Platters", [
        item(
          "Family Jerk Platter",
          5999,
          "jerk-chicken",
          "A whole jerk chicken, 1 lb jerk pork, large rice & peas, festival and slaw. Feeds four.",
          [spice(), extras(["Extra festival (6):599", "Fried plantain tray:899", "Mac pie tray:999"])],
        ),
        item("Seafood Platter", 6999, "shrimp", "Fried snapper, pepper shrimp, festival and bammy for four."),
      ]),
      tag("Sides", [
        item(
          "Festival (3 pc)",
          399,
          "festival",
          "Sweet cornmeal dumplings fried golden, crisp outside and fluffy inside.",
        ),
        item("Rice & Peas", 450, "rice-and-peas", "Coconut rice and red beans, Jamaican style."),
        item("Coleslaw", 350, "salad", "Crunchy cabbage and carrot slaw in a creamy dressing."),
        item("Roast Breadfruit", 599, "breadfruit", "Coal-roasted breadfruit, sliced and buttered."),
      ]),
      tag("Drinks", [
        item("Ginger Beer", 399, "ginger-beer", "Sharp, fresh ginger beer brewed in-house."),
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
    slug: "sweet-hand-desserts",
    name: "Sweet Hand Desserts",
    kind: "restaurant",
    description:
      "An East York dessert parlour for rum cake, grape-nut ice cream, sweet potato pudding and cold sorrel floats.",
    address: "990 Pape Ave",
    postCode: "M4K 3V7",
    latitude: 43.6881,
    longitude: -79.3489,
    rating: 4.7,
    deliveryFeeCents: 199,
    deliveryTimeMin: 15,
    deliveryTimeMax: 30,
    categories: ["Desserts", "Drinks & Juices"],
    tags: [
      tag("Ice Cream", [
        item("Ice Cream Cup", 599, "ice-cream", "Island flavours churned in-house.", [
          single("Flavour", ["Grape-nut:0*", "Rum & raisin:0", "Soursop:0", "Coconut:0", "Guava:0"]),
          sizes(200, 400),
          multi("Toppings", ["Toasted coconut:99", "Rum caramel:99", "Gizzada crumble:149"]),
        ]),
        item("Sorrel Float", 699, "sorrel", "Sorrel poured over vanilla ice cream."),
        item("Ginger Beer Float", 699, "ginger-beer", "Fiery ginger beer and coconut ice cream."),
      ]),
      tag("Cakes", [
        item("Rum Cake Slice", 599, "cake", "Dark, fruity and rum-soaked, with a tender crumb.", [
          multi("Add", ["Ice cream scoop:250"]),
        ]),
        item("Whole Rum Cake", 3999, "cake", "An 8-inch cake, perfect for gifting."),
        item("Sweet Potato Pudding", 550, "cake", "Spiced sweet potato pudding with a custardy top and dense middle."),
        item(
          "Cornmeal Pudding",
          550,
          "cake",
          "Baked cornmeal pudding with coconut milk, spiced with nutmeg and vanilla.",
        ),
      ]),
      tag("Sweets", [
        item("Gizzada", 350, "gizzada", "A pinch-crust tart filled with nutmeg-spiced coconut."),
        item("Tamarind Balls (6 pc)", 499, "snacks", "Sweet-sour tamarind rolled in sugar."),
        item("Coconut Drops", 299, "coconut", "Chewy coconut and ginger candy, cooked with brown sugar."),
        item("Peanut Drops", 299, "snacks", "Crunchy peanut brittle clusters."),
      ]),
      tag("Drinks", [
        item("Carrot Punch", 599, "juice", "Carrot, condensed milk, nutmeg and vanilla."),
        item("Blue Mountain Coffee", 399, "coffee", "Smooth, mellow Blue Mountain coffee, brewed fresh."),
      ]),
    ],
  }),
  shop({
    slug: "oconnor-curry-house",
    name: "O'Connor Curry House",
    kind: "restaurant",
    description:
      "Curries are everything here: goat, chicken, shrimp and channa, each cooked with our own toasted curry blend.",
    address: "1880 O'Connor Dr",
    postCode: "M4A 1W9",
    latitude: 43.7064,
    longitude: -79.3082,
    rating: 4.4,
    deliveryFeeCents: 249,
    deliveryTimeMin: 25,
    deliveryTimeMax: 40,
    categories: ["Curry", "Roti & Doubles"],
    tags: [
      tag("Curries", [
        item("Curry Goat", 1899, "curry-goat", "Bone-in goat, potato and scotch bonnet.", [
          sizes(400, 800),
          spice(),
          sides(),
        ]),
        item("Curry Chicken", 1499, "curry-chicken", "Golden curry with potato and thyme.", [
          sizes(300, 600),
          spice(),
          sides(),
        ]),
        item("Curry Shrimp", 1899, "shrimp", "Shrimp simmered in a fragrant coconut curry with thyme.", [spice()]),
        item("Curry Channa", 1199, "curry-chicken", "Chickpeas and potato in Jamaican curry, fully vegan."),
        item("Curry Oxtail", 2299, "oxtail", "Oxtail braised in curry instead of browning."),
      ]),
      tag("Roti", [
        item("Roti Skin", 350, "roti", "A plain dhalpuri to wrap your curry."),
        item("Curry Chicken Roti", 1299, "roti", "Boneless curry chicken and potato wrapped tight in a soft dhalpuri."),
      ]),
      tag("Sides", [
        item("White Rice", 350, "rice-and-peas", "Fluffy steamed long-grain rice."),
        item("Rice & Peas", 450, "rice-and-peas", "Coconut rice and red peas with a sprig of thyme."),
        item("Fried Plantain", 450, "plantain", "Ripe plantain fried until sweet and soft in the middle."),
      ]),
      tag("Drinks", [
        item(
          "Sorrel",
          399,
          "sorrel",
          "Deep-red hibiscus steeped with fresh ginger and a little clove, served ice cold.",
        ),
        item("Ginger Beer", 399, "ginger-beer", "Spicy home-brewed ginger beer, served cold."),
      ]),
    ],
  }),
];
