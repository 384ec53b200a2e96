import { CodeBlock } from '../components/code-block';
import type { Article } from './article';

function Body() {
  return (
    <>
      <p>
        State is any value that changes over time and affects what the user sees: the text in an
        input, whether a menu is open, the list of phones returned by the server, or who is signed
        in. React re-renders a component when its state changes, so the real question of "state
        management" is not which library to install but where each piece of state should live and
        who is allowed to change it.
      </p>
      <h3>Start local: useState and useReducer</h3>
      <p>
        Most state belongs to a single component. <code>useState</code> is enough for a toggle or a
        text field. When several values change together, or the next value depends on the previous
        one in non-trivial ways, <code>useReducer</code> keeps the transitions in one pure function
        that is easy to read and to unit test, because it is just input and output.
      </p>
      <CodeBlock
        caption="A reducer keeps related transitions in one place"
        code={`
type Filter = { area: string; maxPrice: number | null };
type Action = { type: 'area'; area: string } | { type: 'maxPrice'; value: number | null } | { type: 'reset' };

function filterReducer(state: Filter, action: Action): Filter {
  switch (action.type) {
    case 'area': return { ...state, area: action.area };
    case 'maxPrice': return { ...state, maxPrice: action.value };
    case 'reset': return { area: '', maxPrice: null };
  }
}

const [filter, dispatch] = useReducer(filterReducer, { area: '', maxPrice: null });
`}
      />
      <h3>Lift state up, and do not store what you can compute</h3>
      <p>
        When two siblings need the same value, move it to their closest common parent and pass it
        down as props, together with a callback to change it. Resist copying props into state or
        keeping a second piece of state in sync with an effect: if a value can be calculated from
        existing props or state during render (a filtered list, a total price, a "form is valid"
        flag), calculate it. Derived values can never drift out of sync, and memoisation is only
        needed when the calculation is measurably expensive.
      </p>
      <h3>Context for values many components read</h3>
      <p>
        Passing props through five layers that do not use them ("prop drilling") is a sign that a
        value is app-wide. React context makes a value available to every descendant. It suits
        values that change rarely, such as the theme, the locale or the current session. Every
        component that reads a context re-renders when its value changes, so a frequently changing
        context (a mouse position, a form) can make large parts of the tree render for nothing.
        Split contexts by how often they change, and keep the value stable with <code>useMemo</code>{' '}
        when it is an object.
      </p>
      <h3>Server state is a cache, not state you own</h3>
      <p>
        Data fetched from an API is a copy of something that lives on the server and may change
        without your app knowing. Managing it by hand means writing loading flags, error handling,
        de-duplication of identical requests, retries, and deciding when a copy is too old.
        Libraries such as TanStack Query treat this data as a cache keyed by a query key: components
        ask for the data they need, identical requests are shared, stale data is refreshed in the
        background, and a successful mutation invalidates the keys it affected so the lists refetch.
        Once server data lives there, the amount of "global state" left in a typical app is small.
      </p>
      <CodeBlock
        caption="Reading and invalidating server state with TanStack Query"
        code={`
const products = useQuery({ queryKey: ['products', categoryId], queryFn: () => getProducts(categoryId) });

const remove = useMutation({
  mutationFn: deleteProduct,
  onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
});
`}
      />
      <h3>The URL is state too</h3>
      <p>
        Filters, the current page or the selected tab are often better kept in the URL than in
        memory. They survive a reload, can be shared as a link and work with the back button. A
        router gives you the path parameters and search parameters, and you read them like any other
        state.
      </p>
      <h3>When a global store is worth it</h3>
      <p>
        Client-only state that many distant components write to, such as a shopping cart, a
        multi-step editor or an offline queue, can justify a store. Redux Toolkit offers strict,
        traceable updates and excellent developer tools; Zustand gives a tiny hook-based store with
        selectors so components re-render only for the slice they read; Jotai and similar atom
        libraries build state from small independent pieces. Pick one when context starts to hurt,
        not by default.
      </p>
      <p>
        A practical order of preference is: derive it, keep it local, lift it up, put it in the URL,
        fetch it through a server cache, share it through context, and only then reach for a global
        store. Each step adds reach and also adds coupling, so take the smallest one that solves the
        problem.
      </p>
    </>
  );
}

export const stateManagementArticle: Article = {
  slug: 'state-management-in-react',
  title: 'State management in React',
  summary:
    'Where state should live: local state, lifted state, context, the URL, server caches and global stores.',
  Body,
};
