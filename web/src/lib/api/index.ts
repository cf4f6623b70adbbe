export { type CallArgs, type CallInput, callApi, callerFor, createEndpointCaller, type Requester } from "./call-api.ts";
