export { type CallArgs, type CallInput, callApi, createEndpointCaller, type Requester } from "./call-api.ts";
