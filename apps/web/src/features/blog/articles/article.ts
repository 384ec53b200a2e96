import type { ComponentType } from 'react';

export interface Article {
  slug: string;
  title: string;
  summary: string;
  Body: ComponentType;
}
