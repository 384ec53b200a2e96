import type { Article } from './article';

function Body() {
  return (
    <>
      <p>
        React, Angular and Vue are the three most widely used tools for building single-page web
        applications. All three describe the interface as a tree of reusable components, update the
        page when data changes, and have mature tooling and large communities. They differ in scope,
        in how they track changes, and in how many decisions they make for you.
      </p>
      <h3>React: a focused UI library</h3>
      <p>
        React, created at Facebook and now developed by Meta and the community, concentrates on
        rendering. Components are JavaScript functions that return JSX, a syntax that mixes markup
        into JavaScript, so loops and conditions are plain language features. Data flows one way,
        from parent to child through props, and components keep their own state with hooks such as{' '}
        <code>useState</code> and <code>useEffect</code>. When state changes, React re-runs the
        component and reconciles the result against the previous render to apply the minimal DOM
        changes. Routing, data fetching and forms come from the ecosystem (React Router, TanStack
        Query, React Hook Form and many others), or from frameworks such as Next.js and React Router
        in framework mode that add server rendering and conventions. The freedom is React's biggest
        strength and its main cost: every team assembles and maintains its own stack.
      </p>
      <h3>Angular: a complete, opinionated platform</h3>
      <p>
        Angular, maintained by Google, is a full framework written for TypeScript. It ships the
        router, forms (template-driven and reactive), an HTTP client, internationalisation, testing
        utilities and a command-line tool that generates and builds projects in a consistent
        structure. Components pair a TypeScript class with an HTML template that uses Angular's own
        binding syntax, and services are supplied through a built-in dependency injection system,
        which makes large codebases easy to organise and to test. Asynchronous work has
        traditionally used RxJS observables. Modern Angular has moved to standalone components
        instead of NgModules, a new built-in control flow syntax in templates, and signals for
        fine-grained reactivity, which also enables change detection without Zone.js. The learning
        curve is the steepest of the three, but teams get one official answer to most questions.
      </p>
      <h3>Vue: the progressive framework</h3>
      <p>
        Vue, created by Evan You and developed by an independent community, is designed to be
        adopted gradually: it can enhance a single widget on a server-rendered page or power a full
        application. Components are usually written as single-file components, where a{' '}
        <code>.vue</code> file holds the template, the script and scoped styles. Templates are
        HTML-based and compiled ahead of time, which lets the compiler mark static parts so updates
        skip them. Vue 3 tracks dependencies automatically with JavaScript proxies: reading a{' '}
        <code>ref</code> or <code>reactive</code> value inside a render or a <code>computed</code>{' '}
        records the dependency, so only affected components update. Code can be organised with the
        Options API or the Composition API. Vue Router and Pinia are the official router and store,
        and Nuxt provides server rendering on top.
      </p>
      <h3>How they compare</h3>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          <strong>Scope:</strong> React is a library you compose with others; Angular is an
          all-in-one framework; Vue sits in between with an official set of companion libraries.
        </li>
        <li>
          <strong>Templates:</strong> React uses JSX (JavaScript everywhere); Angular and Vue use
          HTML templates with directives such as <code>@if</code>/<code>*ngIf</code> and{' '}
          <code>v-if</code>.
        </li>
        <li>
          <strong>Reactivity:</strong> React re-renders components when state is set and relies on
          memoisation (increasingly automatic with the React Compiler) to skip work; Vue and
          signal-based Angular track exactly which values a view reads.
        </li>
        <li>
          <strong>Language:</strong> Angular is TypeScript-first; React and Vue support TypeScript
          very well but do not require it.
        </li>
        <li>
          <strong>Performance:</strong> for typical business applications all three are fast enough;
          architecture, bundle size and data fetching matter far more than the framework.
        </li>
      </ul>
      <h3>Choosing</h3>
      <p>
        Choose React when you want a huge ecosystem, flexibility and a large hiring pool, and you
        are happy to pick your own libraries. Choose Angular for large, long-lived applications
        built by many developers who benefit from strong conventions, dependency injection and a
        single upgrade path. Choose Vue when you value an approachable learning curve, HTML-like
        templates and a cohesive official toolset, or when you need to add interactivity to an
        existing site step by step. The best choice is usually the one your team already knows well:
        all three can build an excellent product.
      </p>
    </>
  );
}

export const reactAngularVueArticle: Article = {
  slug: 'react-vs-angular-vs-vue',
  title: 'React vs Angular vs Vue',
  summary:
    'How the three most popular front-end tools differ in scope, templates, reactivity and the teams they suit.',
  Body,
};
