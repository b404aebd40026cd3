import { z } from 'zod';

/**
 * The only reader of `import.meta.env`. Vite exposes every `VITE_` variable to the browser, so this
 * allowlist is what the app may rely on; anything else there is ignored.
 */
const envSchema = z.object({
  VITE_PRODUCT_NAME: z.string().trim().min(1).default('Mesonet'),
  VITE_TAGLINE: z.string().trim().min(1).default('Live local weather data for South Australian growers'),
  VITE_OVERVIEW_URL: z.string().trim().min(1).default('/about/overview'),
  VITE_API_BASE_PATH: z
    .string()
    .trim()
    .regex(/^\/[^?#]*[^/?#]$/, 'must be an absolute path without a trailing slash')
    .default('/api'),
});

function parseEnv() {
  const result = envSchema.safeParse(import.meta.env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    // Fail at start-up with every bad key listed, rather than with a confusing error deep in a screen.
    throw new Error(`Invalid web environment:\n${problems.join('\n')}`);
  }
  return {
    productName: result.data.VITE_PRODUCT_NAME,
    tagline: result.data.VITE_TAGLINE,
    overviewUrl: result.data.VITE_OVERVIEW_URL,
    apiBasePath: result.data.VITE_API_BASE_PATH,
  } as const;
}

export const env = parseEnv();
