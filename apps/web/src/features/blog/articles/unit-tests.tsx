import { CodeBlock } from '../components/code-block';
import type { Article } from './article';

function Body() {
  return (
    <>
      <p>
        A unit test runs a small piece of code, such as a function, a class or a component, with
        chosen inputs and checks that it produces the expected outcome. Good unit tests are fast
        (milliseconds each, so the whole suite runs on every change), isolated (they do not depend
        on each other or on the order in which they run) and deterministic (the same code always
        gives the same result). When those three properties hold, a red test means the code is
        broken, not the environment, and developers learn to trust and act on it.
      </p>
      <h3>Arrange, act, assert</h3>
      <p>
        Most tests follow the same three steps: arrange the inputs and surroundings, act by calling
        the code under test once, and assert on the outcome. Keeping the act step to a single call
        makes the purpose of the test obvious. A descriptive name helps as much as the body: a name
        such as "When the listing is sold, then the card shows the Sold banner" states the situation
        and the expected behaviour, so a failure report already explains what broke.
      </p>
      <CodeBlock
        caption="A small, focused test with Vitest"
        code={`
import { describe, expect, it } from 'vitest';
import { formatUsd } from './format';

describe('formatUsd', () => {
  it('When the amount is in thousands, then it has a $ prefix and a separator', () => {
    // Arrange
    const dollars = 1249;
    // Act
    const text = formatUsd(dollars);
    // Assert
    expect(text).toBe('$1,249');
  });
});
`}
      />
      <h3>Test behaviour, not implementation</h3>
      <p>
        A test should describe what the code does for its callers, not how it does it. Tests that
        reach into private details, count internal calls or snapshot large chunks of markup break
        whenever the code is refactored, even when nothing visible changed, and they teach the team
        to update tests blindly. For user interfaces, Testing Library encourages this by making you
        find elements the way users do: by role, by label text and by visible text. If a button
        cannot be found by its accessible name, that is usually a real accessibility bug.
      </p>
      <h3>Test doubles: stubs, mocks and fakes</h3>
      <p>
        Real dependencies such as the network, the clock, the file system or random numbers make
        tests slow and flaky. A stub returns canned answers (a fake <code>fetch</code> that resolves
        to a fixed JSON body); a mock additionally records how it was called so you can assert on
        the interaction; a fake is a working lightweight implementation, such as an in-memory
        repository. Prefer replacing dependencies at the boundary of your system, for example the
        HTTP layer, rather than mocking your own modules: the more of the real code a test runs, the
        more it proves. Use fake timers to control time instead of waiting for real seconds.
      </p>
      <CodeBlock
        caption="Stubbing fetch at the network boundary"
        code={`
vi.stubGlobal('fetch', vi.fn(async () => Response.json([{ _id: '1', name: 'Apple' }])));

render(<CategoryGrid />, { wrapper: Providers });
expect(await screen.findByRole('link', { name: 'Apple' })).toHaveAttribute('href', '/categories/1');
`}
      />
      <h3>Where unit tests fit</h3>
      <p>
        Unit tests are the cheapest layer of a test strategy, but not the only one. Integration
        tests check that modules work together (a page with its router and data cache, or an API
        route with a real database), and a handful of end-to-end tests drive the real application in
        a browser along the most valuable user journeys. Many teams aim for a large base of fast
        tests and fewer slow ones; what matters is that each behaviour is covered at the lowest
        level where it can be observed reliably.
      </p>
      <h3>Coverage and flaky tests</h3>
      <p>
        Code coverage shows which lines ran during the tests, which is useful for spotting untested
        areas, but high coverage does not prove that the assertions are meaningful. A test without a
        real expectation still counts towards coverage. Treat coverage as a signal, and review tests
        as carefully as production code. When a test fails only sometimes, find the source of
        nondeterminism (shared state between tests, real time, unordered data, leftover network
        calls) and remove it; retrying flaky tests hides bugs instead of fixing them.
      </p>
      <p>
        Finally, run the suite automatically on every push and keep it green. A quick, trustworthy
        unit test suite changes how a team works: refactoring becomes safe, regressions are caught
        within minutes, and the tests become living documentation of what the code is supposed to
        do.
      </p>
    </>
  );
}

export const unitTestsArticle: Article = {
  slug: 'unit-tests',
  title: 'Unit tests: what, why and how',
  summary:
    'What makes a good unit test, how to structure and name it, when to use test doubles, and how to keep a suite trustworthy.',
  Body,
};
