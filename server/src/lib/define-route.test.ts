import type {
  CreateCartInput,
  EndpointParsedBody,
  EndpointParsedQuery,
  ReverseGeocodeRequest,
} from "@dutchpot/contract";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { defineRoute, type EndpointRequest } from "./define-route.ts";
import { ok } from "./envelope.ts";

const app = Fastify({ routerOptions: { caseSensitive: false } });
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);

beforeAll(async () => {
  defineRoute(app, "Geocoding.Reverse", {}, async (request) =>
    ok({
      address: "1 Yonge St",
      city: "Toronto",
      postalCode: null,
      latitude: request.query.Latitude,
      longitude: request.query.Longitude,
      resolved: true,
      // Not in the contract: the response schema drops it, so nothing leaks by accident.
      secret: "internal",
    }),
  );
  await app.ready();
});
afterAll(() => app.close());

describe("defineRoute: a route registered from the endpoint map", () => {
  it("answers on the map's verb and path with the result in the envelope", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/api/services/app/Geocoding/Reverse?Latitude=43.6&Longitude=-79.4",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      ok({
        address: "1 Yonge St",
        city: "Toronto",
        postalCode: null,
        latitude: 43.6,
        longitude: -79.4,
        resolved: true,
      }),
    );
  });

  it("validates the query with the map's schema", async () => {
    const res = await app.inject({ method: "GET", url: "/api/services/app/Geocoding/Reverse?Latitude=91&Longitude=0" });
    expect(res.statusCode).toBe(400);
  });

  it("registers no other verb", async () => {
    const res = await app.inject({ method: "POST", url: "/api/services/app/Geocoding/Reverse" });
    expect(res.statusCode).toBe(404);
  });

  it("hands the handler the parsed types of the map (checked by tsc)", () => {
    expectTypeOf<EndpointParsedQuery<"Geocoding.Reverse">>().toEqualTypeOf<ReverseGeocodeRequest>();
    expectTypeOf<EndpointRequest<"ShoppingCart.Create">["body"]>().toEqualTypeOf<CreateCartInput>();
    expectTypeOf<EndpointParsedBody<"ShoppingCart.GetCustomersCarts">>().toEqualTypeOf<undefined>();
    if (Math.random() > 2) {
      // @ts-expect-error a handler must answer the map's result type
      defineRoute(app, "Geocoding.Reverse", {}, async () => ok({ address: 1 }));
    }
  });
});
