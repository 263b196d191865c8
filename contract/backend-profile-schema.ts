import { z } from 'zod';
import { BACKEND_PROFILES } from './backend-profile';

/** A backend profile's name (contract/backend-profile.ts), as the brand data and BACKEND_PROFILE give it. */
export const backendProfileSchema = z.enum(BACKEND_PROFILES);
