import { z } from 'zod';

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  icon: z.string(),
  bg: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
