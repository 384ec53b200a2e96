import { TEXTS } from '@phonebazaar/shared';
import { PageTitle } from '../../components/ui/page-title';
import { ARTICLES } from '../../features/blog/articles';
import { BlogArticle } from '../../features/blog/components/blog-article';

export default function BlogRoute() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageTitle title={TEXTS.titles.blog} />
      <h1 className="font-bold text-4xl">{TEXTS.titles.blog}</h1>
      <p className="mt-3 text-base-content/80 text-lg">
        Notes from the team that builds PhoneBazaar, on the web technologies behind it.
      </p>
      <nav aria-labelledby="blog-toc" className="mt-8 rounded-box bg-base-200 p-6">
        <h2 id="blog-toc" className="mb-3 font-semibold">
          In this blog
        </h2>
        <ol className="list-decimal space-y-1 pl-5">
          {ARTICLES.map((article) => (
            <li key={article.slug}>
              <a href={`#${article.slug}`} className="link link-primary">
                {article.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 flex flex-col gap-10">
        {ARTICLES.map((article) => (
          <BlogArticle key={article.slug} article={article} />
        ))}
      </div>
    </div>
  );
}
