// POST /api/launch/reminders (no auth): e-mail me when Sumaa launches.
import { callRoute } from '@sumaa/api-client';
import { type LaunchReminder, launchReminderEndpoint } from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export function subscribeLaunchReminder(email: string): Promise<LaunchReminder> {
  return callRoute(launchReminderEndpoint, { body: { email } });
}

export function useSubscribeLaunchReminder() {
  return useMutation({ mutationFn: subscribeLaunchReminder });
}
