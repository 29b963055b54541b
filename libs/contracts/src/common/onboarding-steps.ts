// The onboarding wizard's steps, apart from its schemas: the shell reads them on every start (no zod there).
/** The wizard steps of users.current_step, advanced by the server. */
export const ONBOARDING_STEPS = {
  connectGoogle: 0,
  chooseLocations: 1,
  sync: 2,
  completion: 3,
  done: 4,
} as const;

/** Onboarding is finished from this step on (spec §4): the one value the server, the client and the shell read. */
export const ONBOARDING_FINISHED_STEP = ONBOARDING_STEPS.done;
