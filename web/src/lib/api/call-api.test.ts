import type {
  Cart,
  CartList,
  CountryList,
  CreateCartInput,
  EndpointBody,
  EndpointQuery,
  EndpointResult,
  PlaceDetails,
} from "@dutchpot/contract";
import { describe, expect, expectTypeOf, it } from "vitest";
import { createApiClient, type RequestOptions } from "../api-client.ts";
import { callerFor, createEndpointCaller } from "./call-api.ts";

/** A requester that records what it was asked and answers `result`. */
function recorder(result: unknown = null) {
  const calls: { path: string; options: RequestOptions }[] = [];
  const call = createEndpointCaller(async (path, options) => {
    calls.push({ path, options });
    return result;
  });
  return { call, calls };
}

describe("callApi: calls by the contract's endpoint map", () => {
  it("sends the map's verb and path with the body", async () => {
    const { call, calls } = recorder();
    await call("ShoppingCart.Create", { body: { shopId: 7, shoppingCartItems: [{ foodMenuId: 3, quantity: 2 }] } });
    expect(calls).toEqual([
      {
        path: "/api/services/app/ShoppingCart/Create",
        options: {
          method: "POST",
          body: { shopId: 7, shoppingCartItems: [{ foodMenuId: 3, quantity: 2 }] },
          query: undefined,
          signal: undefined,
        },
      },
    ]);
  });

  it("sends a query and a signal on a GET, and answers the requester's result", async () => {
    const { call, calls } = recorder({ items: [] });
    const signal = new AbortController().signal;
    await expect(call("Geocoding.GetSuggestions", { query: { Input: "Eglinton" }, signal })).resolves.toEqual({
      items: [],
    });
    expect(calls[0]).toMatchObject({
      path: "/api/services/app/Geocoding/GetSuggestions",
      options: { method: "GET", query: { Input: "Eglinton" }, signal },
    });
  });

  it("takes no input on a call without body or query", async () => {
    const { call, calls } = recorder();
    await call("Customers.DeleteCustomer");
    expect(calls[0]).toMatchObject({
      path: "/api/services/app/Customers/DeleteCustomer",
      options: { method: "DELETE" },
    });
  });

  it("passes a call's extra headers to the requester", async () => {
    const { call, calls } = recorder();
    await call("ShoppingCart.ProcessPayment", {
      body: { shopId: 7, sourceId: "tok_1", saveCard: false },
      headers: { "Idempotency-Key": "attempt-1" },
    });
    expect(calls[0]).toMatchObject({
      path: "/api/services/app/ShoppingCart/ProcessPayment",
      options: { method: "POST", headers: { "Idempotency-Key": "attempt-1" } },
    });
  });

  it("sends the body as form data when asked", async () => {
    const { call, calls } = recorder();
    await call("Customers.GeneratePhoneConfirmationCode", {
      body: { phoneNumber: "4165550123", countryCode: "+1" },
      form: true,
    });
    const body = calls[0]?.options.body;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body as FormData)).toEqual({ phoneNumber: "4165550123", countryCode: "+1" });
  });

  it("goes through an app's own client: its base URL, tenant header and envelope unwrapping", async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    const client = createApiClient({
      tenantId: 9,
      baseUrl: "/console-api",
      tokenKey: "consoleToken",
      guest: false,
      fetch: async (url, init) => {
        requests.push({ url: String(url), init: init ?? {} });
        const envelope = {
          result: { items: [] },
          targetUrl: null,
          success: true,
          error: null,
          unAuthorizedRequest: false,
          __abp: true,
        };
        return new Response(JSON.stringify(envelope), { status: 200, headers: { "content-type": "application/json" } });
      },
    });
    const result = await callerFor(client)("ShoppingCart.GetCustomersCarts");
    expect(result).toEqual({ items: [] });
    expect(requests[0]?.url).toBe("/console-api/services/app/ShoppingCart/GetCustomersCarts");
    expect(requests[0]?.init.method).toBe("GET");
    expect(requests[0]?.init.headers).toMatchObject({ "Abp.TenantId": "9" });
  });

  it("types inputs and results from the map (checked by tsc)", () => {
    const { call } = recorder();
    expectTypeOf(call<"ShoppingCart.Create">).returns.toEqualTypeOf<Promise<Cart>>();
    expectTypeOf<EndpointResult<"ShoppingCart.GetCustomersCarts">>().toEqualTypeOf<CartList>();
    expectTypeOf<EndpointResult<"Country.Getall">>().toEqualTypeOf<CountryList>();
    expectTypeOf<EndpointResult<"Geocoding.GetPlaceDetails">>().toEqualTypeOf<PlaceDetails>();
    // Ids typed as numbers, although the schema also accepts numeric strings.
    expectTypeOf<EndpointBody<"ShoppingCart.Create">["shopId"]>().toEqualTypeOf<number>();
    expectTypeOf<CreateCartInput>().toExtend<EndpointBody<"ShoppingCart.Create">>();
    expectTypeOf<EndpointQuery<"ShoppingCart.GetByCustomer">>().toEqualTypeOf<{ id?: number; shopId?: number }>();
    expectTypeOf<EndpointBody<"ShoppingCart.GetCustomersCarts">>().toEqualTypeOf<undefined>();
    if (Math.random() > 2) {
      // @ts-expect-error a call with a body needs it
      void call("ShoppingCart.Create");
      // @ts-expect-error the body must match the map
      void call("ShoppingCart.Create", { body: { shopId: "seven" } });
      // @ts-expect-error no such endpoint
      void call("ShoppingCart.Checkout");
      // @ts-expect-error a server-sent-event stream is read with an EventSource, not callApi
      void call("ShoppingCart.Events");
    }
  });
});
