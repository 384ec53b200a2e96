import { SANDBOX_TEST_CARDS } from '@phonebazaar/shared';
import { formatCardNumber } from '../utils/card-input';

const CARDS = [
  [SANDBOX_TEST_CARDS.success, 'succeeds'],
  [SANDBOX_TEST_CARDS.declined, 'is declined'],
  [SANDBOX_TEST_CARDS.insufficientFunds, 'has insufficient funds'],
  [SANDBOX_TEST_CARDS.expired, 'has expired'],
  [SANDBOX_TEST_CARDS.incorrectCvc, 'has an incorrect CVC'],
] as const;

/** The sandbox moves no money; these public test numbers show each outcome. */
export function TestCardsHint() {
  return (
    <div className="rounded-box border border-info/40 bg-info/10 p-4 text-sm">
      <p className="font-semibold">Test mode: no real money moves.</p>
      <p className="mt-1 text-base-content/80">
        Use any future expiry date and any 3-digit CVC with one of these cards:
      </p>
      <ul className="mt-2 flex flex-col gap-1">
        {CARDS.map(([number, outcome]) => (
          <li key={number} className="flex flex-wrap gap-x-2">
            <code className="whitespace-nowrap font-semibold">{formatCardNumber(number)}</code>
            <span className="text-base-content/80">{outcome}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
