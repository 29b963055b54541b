// POST /api/launch/reminders (no auth): e-mail me when Sumaa launches.
import { callRoute } from '@sumaa/api-client';
import { type LaunchReminder, launchReminderRoute } from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export function subscribeLaunchReminder(email: string): Promise<LaunchReminder> {
  return callRoute(launchReminderRoute, { body: { email } });
}

export function useSubscribeLaunchReminder() {
  return useMutation({ mutationFn: subscribeLaunchReminder });
}
