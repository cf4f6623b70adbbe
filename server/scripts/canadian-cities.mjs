#!/usr/bin/env node
// Writes src/providers/geocoding/canadian-cities.json: the Canadian cities (with coordinates) and
// provinces of the `country-state-city` package, which the local geocoder searches. The package's
// own import parses every city of the world (8 MB of JSON, ~60 MiB of memory) to give these ~1,100;
// the server reads this small file instead. Run after updating the package: canadian-cities.test.ts
// fails while the file and the package disagree.
//   node server/scripts/canadian-cities.mjs
import { writeFileSync } from "node:fs";
import path from "node:path";
import { City, State } from "country-state-city";

/** The list as the file holds it: provinces by code, cities as [name, province code, latitude, longitude]. */
export function canadianCitiesFromPackage() {
  const provinces = Object.fromEntries(State.getStatesOfCountry("CA").map((s) => [s.isoCode, s.name]));
  const cities = (City.getCitiesOfCountry("CA") ?? [])
    .filter((c) => c.latitude && c.longitude)
    .map((c) => [c.name, c.stateCode, Number(c.latitude), Number(c.longitude)]);
  return { provinces, cities };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const file = path.resolve(import.meta.dirname, "../src/providers/geocoding/canadian-cities.json");
  const { provinces, cities } = canadianCitiesFromPackage();
  // One city a line (a readable diff when the package changes), as the formatter lays it out.
  const line = (c) => `    [${c.map((v) => JSON.stringify(v)).join(", ")}]`;
  const provinceLines = JSON.stringify(provinces, null, 2).replaceAll("\n", "\n  ");
  const body = `{\n  "provinces": ${provinceLines},\n  "cities": [\n${cities.map(line).join(",\n")}\n  ]\n}\n`;
  writeFileSync(file, body);
  console.log(
    `${cities.length} cities, ${Object.keys(provinces).length} provinces → ${path.relative(process.cwd(), file)}`,
  );
}
