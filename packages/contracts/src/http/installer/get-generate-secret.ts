import { z } from 'zod';

export const ZGenerateSecretResponse = z.object({ secret: z.string() });
