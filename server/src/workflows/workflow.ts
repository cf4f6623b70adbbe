import type { FastifyBaseLogger } from "fastify";
import type { DbOrTx } from "../db/client.ts";
import { afterCommit, isTransaction, type Tx, withTransaction } from "../db/transaction.ts";

/**
 * A step of a workflow (docs/decisions/008-transactions-and-workflows.md). `run` does one thing;
 * database work uses `ctx.tx` and rolls back with the workflow's transaction. A step with an effect
 * outside the database (a charge, a message to a partner) gives `compensate`, which undoes that
 * effect when a later step, or the commit, fails.
 */
export interface Step<I, O> {
  name: string;
  run: (input: I, ctx: StepContext) => Promise<O>;
  compensate?: (output: O, input: I) => Promise<void>;
}

/** What a step's `run` receives: the workflow's one transaction. */
export interface StepContext {
  tx: Tx;
}

/** What a workflow body receives: the transaction, and `step` to run a step inside the workflow. */
export interface WorkflowScope extends StepContext {
  step: <I, O>(step: Step<I, O>, input: I) => Promise<O>;
}

/** A compensation that failed: the effect it should have undone is still there and needs a person. */
export interface CompensationFailure {
  step: string;
  error: unknown;
}

export interface WorkflowOptions {
  /** Where compensation failures are logged (a request's `request.log`, the worker's logger). */
  logger: Pick<FastifyBaseLogger, "error" | "warn">;
}

/** Declares a step; the identity function exists so the types of input and output are inferred. */
export const createStep = <I, O>(step: Step<I, O>): Step<I, O> => step;

const failuresByError = new WeakMap<object, CompensationFailure[]>();

/**
 * The compensations that failed while a workflow unwound after `error` (empty when all succeeded).
 * The workflow rethrows the original error, so the caller still answers with its status; this is
 * how the caller (or an alert) learns that something outside the database was left behind.
 */
export function compensationFailuresOf(error: unknown): CompensationFailure[] {
  return (typeof error === "object" && error !== null && failuresByError.get(error)) || [];
}

/**
 * Defines a workflow: `body` composes steps in one transaction. `run(db, input)` opens that
 * transaction (a workflow is the outermost unit of work: it must know whether its writes committed
 * before it may compensate), so every database step commits or rolls back together. When anything
 * fails before the commit is durable, the compensations of the steps that ran are called in reverse
 * order, outside the rolled-back transaction; the original error is then rethrown.
 */
export function createWorkflow<I, O>(name: string, body: (input: I, scope: WorkflowScope) => Promise<O>) {
  return {
    name,
    async run(db: DbOrTx, input: I, options: WorkflowOptions): Promise<O> {
      if (isTransaction(db)) throw new Error(`Workflow ${name} must open its own transaction; pass the database.`);
      const undo: { step: string; compensate: () => Promise<void> }[] = [];
      let committed = false;
      try {
        return await withTransaction(db, async (tx) => {
          // Registered first, so it is the first after-commit callback: a later callback that
          // throws must not make us undo effects whose database writes are already durable.
          await afterCommit(tx, () => {
            committed = true;
          });
          const step = async <SI, SO>(definition: Step<SI, SO>, stepInput: SI): Promise<SO> => {
            const output = await definition.run(stepInput, { tx });
            const { compensate } = definition;
            if (compensate) undo.push({ step: definition.name, compensate: () => compensate(output, stepInput) });
            return output;
          };
          return body(input, { tx, step });
        });
      } catch (error) {
        if (!committed) await unwind(name, undo, error, options);
        throw error;
      }
    },
  };
}

/** Calls every compensation in reverse order; one that fails is logged and the rest still run. */
async function unwind(
  workflow: string,
  undo: { step: string; compensate: () => Promise<void> }[],
  cause: unknown,
  { logger }: WorkflowOptions,
) {
  const failures: CompensationFailure[] = [];
  for (const { step, compensate } of [...undo].reverse()) {
    try {
      await compensate();
    } catch (error) {
      failures.push({ step, error });
      logger.error({ err: error, workflow, step, cause }, "workflow compensation failed: undo it by hand");
    }
  }
  if (failures.length > 0 && typeof cause === "object" && cause !== null) failuresByError.set(cause, failures);
}
