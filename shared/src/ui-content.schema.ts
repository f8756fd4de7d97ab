import { z } from 'zod';
import { bannerSchema, releaseSchema } from './admin.schema';
import { categoryChoiceSchema, tagChoiceSchema } from './category-options';
import { featureToggleIds } from './options';

export const uiContentSchema = z.object({
  banners: z.array(bannerSchema),
  features: z.record(z.enum(featureToggleIds), z.boolean()),
  releases: z.array(releaseSchema),
  demoAccountsAvailable: z.boolean(),
  mapTileUrl: z.string().nullable(),
  categories: z.array(categoryChoiceSchema),
  tags: z.array(tagChoiceSchema),
});
export type UiContent = z.infer<typeof uiContentSchema>;
