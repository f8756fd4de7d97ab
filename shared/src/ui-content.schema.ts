import { z } from 'zod';
import { bannerSchema, releaseSchema } from './admin.schema';
import { categoryChoiceSchema, tagChoiceSchema } from './category.schema';
import { featureToggleIds } from './options';

export const uiContentSchema = z.object({
  banners: z.array(bannerSchema),
  features: z.record(z.enum(featureToggleIds), z.boolean()),
  /** Whether listers may invite their contacts: the back office's email integration and invite system are both on. */
  invitations: z.boolean(),
  releases: z.array(releaseSchema),
  /** The demo accounts (by email) that exist and may sign in, which the login form offers. */
  demoSignIns: z.array(z.string()),
  mapTileUrl: z.string().nullable(),
  categories: z.array(categoryChoiceSchema),
  tags: z.array(tagChoiceSchema),
});
export type UiContent = z.infer<typeof uiContentSchema>;
