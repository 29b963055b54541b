// The signed-in business owner at a given onboarding step. Test support only.
import type { SessionUser } from '@sumaa/api-client';
import { createSessionUser } from '@sumaa/api-client/testing';

export const newOwner = (currentStep: number): SessionUser =>
  createSessionUser({ role: 'admin', full_name: 'Sara Alotaibi', currentStep, permissions: [] });
