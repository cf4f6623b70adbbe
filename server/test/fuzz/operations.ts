import { type EndpointName, endpointSchemas } from "@dutchpot/contract";

/** The fuzzer's view of the OpenAPI document the app serves at /api/docs/json. */

export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
  [key: string]: unknown;
};

export type Access = "public" | "signedIn" | "cartOwner" | "tenantAdmin" | "hostAdmin";

export interface Parameter {
  name: string;
  in: "query" | "header" | "path";
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  id: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes a body. */
  body?: JsonSchema;
  /** Media types the body may come in (the spec's form-data calls list three). */
  contentTypes: string[];
  access: Access;
  /** Answers with server-sent events (read its head only). */
  eventStream: boolean;
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/**
 * Who may call: the consoles' calls by the endpoint map (their security says only "a bearer
 * token": a tenant admin's or a host admin's), the others by their security alternatives: anyone, a
 * signed-in user, or a cart owner (user or guest).
 */
function accessOf(id: string | undefined, security: Record<string, string[]>[] = []): Access {
  const mapped = id && id in endpointSchemas ? endpointSchemas[id as EndpointName].access : undefined;
  if (mapped === "tenantAdmin" || mapped === "hostAdmin") return mapped;
  const schemes = security.map((alternative) => Object.keys(alternative));
  if (schemes.some((s) => s.includes("guestId"))) return "cartOwner";
  if (schemes.every((s) => s.includes("bearerAuth"))) return "signedIn";
  return "public";
}

/** A call without a documented JSON body that takes a form (Media/Upload's multipart file): the map says so. */
function consumesOf(id: string | undefined): string[] {
  const spec = id && id in endpointSchemas ? endpointSchemas[id as EndpointName] : undefined;
  return spec && "consumes" in spec ? [...spec.consumes] : [];
}

/** Every operation of the document, in its order (the fuzzer's stable order). */
export function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      const success = op.responses?.["200"]?.content ?? {};
      operations.push({
        id: op.operationId ?? `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Operation["method"],
        path,
        parameters: (op.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in as Parameter["in"],
          required: p.required ?? false,
          schema: p.schema ?? {},
        })),
        body: content["application/json"]?.schema,
        contentTypes: Object.keys(content).length > 0 ? Object.keys(content) : consumesOf(op.operationId),
        access: accessOf(op.operationId, op.security),
        eventStream: "text/event-stream" in success,
      });
    }
  }
  return operations;
}
