// POST /api/launch/reminders (no auth): e-mail me when Sumaa launches.
import { request } from '@sumaa/api-client';
import type { LaunchReminder } from '@sumaa/contracts';
import { useMutation } from '@tanstack/react-query';

export const LAUNCH_REMINDERS_PATH = '/api/launch/reminders';

export function subscribeLaunchReminder(email: string): Promise<LaunchReminder> {
  return request<LaunchReminder>(LAUNCH_REMINDERS_PATH, { method: 'post', json: { email }, skipAuth: true });
}

export function useSubscribeLaunchReminder() {
  return useMutation({ mutationFn: subscribeLaunchReminder });
}
