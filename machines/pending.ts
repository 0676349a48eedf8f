import { fromPromise, type PromiseActorLogic } from "xstate";

/**
 * The default of an invoked effect in a machine's `setup`: a promise that never settles. The
 * system provides the live effect by name (src/app/system.ts); tests provide scripted ones.
 */
export const pending = <Output, Input = void>(): PromiseActorLogic<Output, Input> =>
  fromPromise<Output, Input>(() => new Promise<Output>(() => {}));
