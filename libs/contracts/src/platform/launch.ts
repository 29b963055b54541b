// The coming-soon page: when the product opens, and reminders asked for before it does.
import { z } from 'zod';

import { emailField } from '../auth/rules';

export const launchInfoSchema = z.object({
  /** ISO date-time with its offset, e.g. 2027-03-01T09:00:00+03:00. */
  launchAt: z.string(),
  /** True once the server's clock has passed launchAt. */
  launched: z.boolean(),
});
export type LaunchInfo = z.infer<typeof launchInfoSchema>;

export const launchReminderInputSchema = z.object({ email: emailField });
export type LaunchReminderInput = z.input<typeof launchReminderInputSchema>;

export const launchReminderSchema = z.object({
  email: z.string(),
  createdAt: z.string(),
  /** The address was already on the list: nothing new was stored. */
  alreadySubscribed: z.boolean(),
});
export type LaunchReminder = z.infer<typeof launchReminderSchema>;
