import { item, packSize, single } from "./helpers.ts";
import type { SeedItem, SeedOptionGroup } from "./types.ts";

/** A shelf product; stores stock it at their own price. */
interface Product {
  name: string;
  priceCents: number;
  image: string;
  description: string;
  options?: SeedOptionGroup[];
}

const p = (
  name: string,
  priceCents: number,
  image: string,
  description: string,
  options?: SeedOptionGroup[],
): Product => ({ name, priceCents, image, description, options });

const byWeight = (small: string, large: string, extra: number) => packSize([`${small}:0*`, `${large}:${extra}`]);

/** Brand-free Caribbean grocery and everyday products, keyed for reuse. */
export const products = {
  scotchBonnet: p(
    "Scotch Bonnet Peppers",
    299,
    "scotch-bonnet",
    "Fiery, fruity yellow and red scotch bonnets, sold by the half pound.",
    [byWeight("1/2 lb", "1 lb", 250)],
  ),
  plantainRipe: p("Ripe Plantains", 199, "plantain", "Yellow-black and sweet, ready to fry.", [
    packSize(["Each:0*", "Bundle of 4:500"]),
  ]),
  plantainGreen: p("Green Plantains", 179, "plantain", "Firm green plantains for boiling, chips or tostones."),
  yellowYam: p("Yellow Yam", 449, "yam", "Jamaican yellow yam, dense and buttery when boiled. Per lb.", [
    byWeight("1 lb", "3 lb", 850),
  ]),
  dasheen: p("Dasheen", 399, "yam", "Earthy taro root for soups and boiled provisions. Per lb."),
  breadfruit: p("Breadfruit", 699, "breadfruit", "A whole fresh breadfruit, ideal for roasting or frying."),
  sweetPotato: p("Jamaican Sweet Potato", 349, "yam", "White-fleshed sweet potato for pudding or boiling. Per lb."),
  greenBanana: p("Green Bananas (bunch)", 299, "fruit", "Firm green bananas for boiling and porridge."),
  chocho: p("Chocho", 249, "salad", "Crisp, mild squash for soups and stews."),
  freshThyme: p(
    "Fresh Thyme & Scallion Pack",
    249,
    "callaloo",
    "Bundled thyme and escallion, the base of every good stew.",
  ),
  freshCallaloo: p("Fresh Callaloo (bunch)", 399, "callaloo", "Leafy green callaloo for steaming with saltfish."),
  mangoes: p("Julie Mangoes", 249, "fruit", "Sweet, fibre-light mangoes. Each.", [
    packSize(["Each:0*", "Box of 6:1000"]),
  ]),
  coconutDry: p("Dry Coconut", 249, "coconut", "Mature coconut for grating and fresh coconut milk."),
  ackeeTin: p(
    "Ackee in Brine (540 ml)",
    1299,
    "canned-goods",
    "Tender, creamy ackee ready for saltfish. Drain and fold in gently.",
    [packSize(["1 tin:0*", "2 tins:1199"])],
  ),
  callalooTin: p(
    "Callaloo (540 ml tin)",
    349,
    "canned-goods",
    "Chopped callaloo, ready to heat with onion and tomato.",
  ),
  redPeasTin: p(
    "Red Kidney Beans (540 ml)",
    199,
    "canned-goods",
    "Tender red kidney beans in brine, the shortcut to Sunday rice & peas and stew peas.",
  ),
  coconutMilkTin: p(
    "Coconut Milk (400 ml)",
    249,
    "canned-goods",
    "Rich, full-fat coconut milk for rice & peas and run down.",
    [packSize(["1 tin:0*", "4-pack:699"])],
  ),
  mackerelTin: p(
    "Mackerel in Tomato Sauce (425 g)",
    329,
    "canned-goods",
    "Classic tinned mackerel for a quick run down.",
  ),
  condensedMilk: p("Sweetened Condensed Milk (300 ml)", 299, "milk", "For carrot juice, porridge and punch."),
  evapMilk: p("Evaporated Milk (354 ml)", 219, "milk", "Creamy evaporated milk for tea and porridge."),
  saltfish: p(
    "Boneless Saltfish (454 g)",
    1399,
    "saltfish",
    "Salted cod fillets. Soak overnight, then flake for ackee & saltfish.",
  ),
  oxtailRaw: p("Fresh Oxtail (per lb)", 1199, "meat", "Cut thick by our butcher, ready for the dutch pot.", [
    byWeight("1 lb", "3 lb", 2299),
  ]),
  goatRaw: p("Goat, Curry Cut (per lb)", 1099, "meat", "Bone-in goat cut small for curry."),
  chickenLegs: p(
    "Chicken Leg Quarters (2 kg)",
    1299,
    "meat",
    "Meaty leg quarters with the skin on, perfect for jerk or brown stew chicken.",
  ),
  jerkPaste: p(
    "Wet Jerk Seasoning (280 g)",
    699,
    "sauce",
    "Scotch bonnet, scallion, pimento and thyme ground into a thick paste.",
    [single("Heat", ["Mild:0", "Hot:0*"])],
  ),
  curryPowder: p(
    "Jamaican Curry Powder (454 g)",
    799,
    "spices",
    "Turmeric-heavy toasted blend for curry goat and chicken.",
  ),
  allspice: p("Whole Pimento (100 g)", 449, "spices", "Allspice berries, the soul of jerk."),
  allPurpose: p("All-Purpose Seasoning (300 g)", 499, "spices", "Savoury blend for meats, fish and rice."),
  browning: p("Browning Sauce (142 ml)", 349, "sauce", "Burnt-sugar sauce for brown stew and oxtail colour."),
  pepperSauce: p(
    "Scotch Bonnet Pepper Sauce (150 ml)",
    499,
    "sauce",
    "Hot, bright pepper sauce with vinegar and mustard.",
  ),
  escovitchSauce: p("Escovitch Pickle (360 ml)", 599, "sauce", "Pickled onion, carrot and pepper for fried fish."),
  riceBag: p("Long-Grain Parboiled Rice", 899, "rice-bag", "Fluffy, separate grains for rice & peas.", [
    packSize(["2 kg:0*", "4 kg:700", "8 kg:1800"]),
  ]),
  cornmeal: p("Fine Cornmeal (1 kg)", 399, "flour", "For porridge, festival and cornmeal pudding."),
  flour: p("All-Purpose Flour (2.5 kg)", 599, "flour", "For dumplings, festival and bakes."),
  oats: p("Porridge Oats (1 kg)", 499, "flour", "Rolled oats for hearty porridge."),
  hardDough: p("Hard-Dough Bread (sliced)", 499, "bread", "Dense, slightly sweet Jamaican loaf.", [
    packSize(["Regular:0*", "Large:200"]),
  ]),
  cocoBread: p("Coco Bread (4-pack)", 599, "coco-bread", "Soft folded coconut-milk breads."),
  spicedBun: p("Spiced Bun (800 g)", 799, "bulla", "Dark, fruity Easter-style spiced bun, lovely sliced with cheese."),
  bulla: p("Bulla Cakes (4-pack)", 399, "bulla", "Soft, chewy bulla cakes made with dark molasses and fresh ginger."),
  frozenPatties: p("Frozen Beef Patties (10-pack)", 1299, "patty", "Bake-at-home flaky beef patties.", [
    single("Filling", ["Beef:0*", "Chicken:100", "Vegetable:0"]),
  ]),
  bammyPack: p("Bammy (2-pack)", 499, "bammy", "Ready-to-soak cassava flatbreads."),
  gingerBeer: p(
    "Ginger Beer (355 ml)",
    199,
    "ginger-beer",
    "Sharp, spicy and sparkling, brewed with real ginger root. Best served over ice.",
    [packSize(["Single:0*", "6-pack:799"])],
  ),
  grapefruitSoda: p(
    "Sparkling Grapefruit Soda (355 ml)",
    179,
    "soda",
    "Tart, bubbly grapefruit soda, the classic partner for jerk chicken.",
    [packSize(["Single:0*", "6-pack:699"])],
  ),
  kolaChampagne: p("Kola Champagne (591 ml)", 249, "soda", "Sweet, cream-soda-style island pop."),
  carrotJuice: p("Carrot Juice (500 ml)", 449, "juice", "Bottled carrot punch with nutmeg."),
  sorrelBottle: p("Sorrel Drink (1 L)", 799, "sorrel", "Ready-to-drink hibiscus and ginger."),
  coconutWater: p("Coconut Water (520 ml)", 349, "coconut", "Pure, lightly sweet coconut water."),
  water: p("Spring Water (500 ml)", 129, "water", "Crisp natural spring water, kept chilled in the cooler.", [
    packSize(["Single:0*", "24-pack:579"]),
  ]),
  coffeeBeans: p(
    "Blue Mountain Coffee (227 g)",
    1499,
    "coffee",
    "Smooth, mellow ground coffee from the Blue Mountains.",
  ),
  cocoaBalls: p("Cocoa Balls (3-pack)", 499, "tea", "Grated into milk for rich cocoa tea."),
  plantainChips: p("Plantain Chips (85 g)", 249, "snacks", "Crunchy salted green plantain chips.", [
    single("Flavour", ["Salted:0*", "Lime & pepper:0", "Sweet:0"]),
  ]),
  bananaChips: p("Banana Chips (85 g)", 229, "snacks", "Thin, crisp slices of green banana, fried and lightly salted."),
  cheeseCrackers: p(
    "Cheese Crackers (6-pack)",
    349,
    "snacks",
    "Crunchy, bright-orange cheese crackers in handy lunchbox packs.",
  ),
  waterCrackers: p("Water Crackers (300 g)", 399, "snacks", "Crisp crackers for fish tea and cheese."),
  peanuts: p(
    "Roasted Peanuts (200 g)",
    299,
    "snacks",
    "Peanuts roasted in the shell with a little salt, like the ones sold at the roadside.",
  ),
  tamarindBalls: p("Tamarind Balls (6)", 399, "snacks", "Tangy tamarind pulp rolled in sugar with a hint of pepper."),
  gizzadaPack: p("Gizzada (2-pack)", 499, "gizzada", "Coconut tarts from a local bakery."),
  rumCake: p("Rum Cake (1 lb)", 1499, "cake", "A pound of dark fruit cake, soaked in rum and port."),
  iceCreamTub: p("Grape-Nut Ice Cream (1 L)", 899, "ice-cream", "The island parlour favourite, at home."),
  milk: p("Milk 2% (2 L)", 549, "milk", "Fresh Ontario 2% milk for tea, porridge and cereal."),
  eggs: p("Large Eggs (dozen)", 449, "eggs", "A dozen Grade A large eggs from Ontario farms."),
  butter: p("Salted Butter (454 g)", 699, "milk", "Creamy salted butter for hard-dough toast."),
  cheese: p("Processed Cheese Tin (250 g)", 799, "canned-goods", "The classic partner for spiced bun."),
  noodles: p("Instant Noodles (5-pack)", 349, "snacks", "Quick chicken-flavour noodle soup."),
  toiletPaper: p("Toilet Paper (12 rolls)", 999, "household", "Soft, strong two-ply toilet tissue."),
  paperTowel: p("Paper Towels (6 rolls)", 899, "household", "Strong, absorbent paper towels for kitchen spills."),
  dishSoap: p("Dish Soap (740 ml)", 399, "household", "Lemon-scented, grease-cutting dish liquid."),
  laundry: p("Laundry Detergent (1.47 L)", 1199, "household", "Concentrated liquid detergent, fresh scent."),
  bleach: p("Bleach (1.8 L)", 449, "household", "Disinfecting bleach for kitchens and bathrooms."),
  garbageBags: p("Garbage Bags (20)", 699, "household", "Heavy-duty 77 x 90 cm garbage bags with tie handles."),
  batteries: p("AA Batteries (8-pack)", 1099, "household", "Long-lasting alkaline batteries."),
  toothpaste: p(
    "Toothpaste (100 ml)",
    299,
    "household",
    "Cavity-fighting fluoride toothpaste with a fresh mint taste.",
  ),
  soap: p("Bar Soap (4-pack)", 499, "household", "Gentle, moisturising bar soap with a light fresh scent."),
  candy: p("Mint Candy (bag)", 199, "snacks", "A bag of cool, classic peppermint hard candies."),
  chocolateBar: p("Milk Chocolate Bar", 199, "snacks", "A 45 g bar of smooth, creamy milk chocolate."),
  energyDrink: p("Energy Drink (473 ml)", 349, "soda", "A tall can of citrus energy drink, served cold."),
  iceBag: p("Bagged Ice (2 kg)", 349, "water", "Clear party ice, kept frozen until it leaves the store."),
  cola: p("Cola (591 ml)", 249, "soda", "The classic cola, ice-cold and fizzy, great with a patty.", [
    packSize(["Single:0*", "12-pack:749"]),
  ]),
  bread: p("White Sandwich Bread", 349, "bread", "A soft sliced white loaf for sandwiches and toast."),
  coffeeCup: p("Hot Coffee", 199, "coffee", "Fresh-brewed drip coffee, with milk and sugar at the counter.", [
    single("Size", ["Small:0", "Medium:50*", "Large:100"]),
  ]),
  frozenPizza: p("Frozen Pizza", 699, "snacks", "Pepperoni pizza, oven-ready in 15 minutes."),
} satisfies Record<string, Product>;

export type ProductKey = keyof typeof products;

/**
 * Stock a product at a store: `adjust` adds or removes cents from the shelf price so neighbouring stores differ.
 * Stores may drop the options (`plain`) to keep their listing simple.
 */
export function stock(key: ProductKey, adjust = 0, plain = false): SeedItem {
  const prod: Product = products[key];
  return item(
    prod.name,
    Math.max(99, prod.priceCents + adjust),
    prod.image,
    prod.description,
    plain ? undefined : prod.options,
  );
}
