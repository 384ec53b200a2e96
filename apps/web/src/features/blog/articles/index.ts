import type { Article } from './article';
import { prototypalInheritanceArticle } from './prototypal-inheritance';
import { reactAngularVueArticle } from './react-angular-vue';
import { stateManagementArticle } from './state-management';
import { unitTestsArticle } from './unit-tests';

/** Spec §2: the blog has exactly these four static articles. */
export const ARTICLES: Article[] = [
  stateManagementArticle,
  prototypalInheritanceArticle,
  unitTestsArticle,
  reactAngularVueArticle,
];
