// Plain constants kept apart from the schemas, so browser code that needs only a number does not load zod.
export const PASSWORD_MIN_LENGTH_DEFAULT = 8;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
