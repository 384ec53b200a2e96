import type { Article } from '../articles/article';

export function BlogArticle({ article }: { article: Article }) {
  const { Body } = article;
  return (
    <article
      id={article.slug}
      aria-labelledby={`${article.slug}-title`}
      className="scroll-mt-6 rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-10"
    >
      <h2 id={`${article.slug}-title`} className="font-bold text-2xl sm:text-3xl">
        {article.title}
      </h2>
      <p className="mt-2 text-base-content/80 text-lg">{article.summary}</p>
      <div className="blog-prose mt-6 space-y-4 leading-relaxed">
        <Body />
      </div>
    </article>
  );
}
