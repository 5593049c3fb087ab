import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { minorToText } from '@salon/rules/money';
import { useId, useState } from 'react';
import type { MoneyText, PersonRef, SaleTipView } from '../sale-model';
import { Choices, Custom, Legend, Note, Options, Pill, Split } from './PosTipSection.styles';
import { tipAmountOf } from './tip-amount';

export interface PosTipSectionProps {
  /** The sale's tip as the server last priced it. */
  tip: SaleTipView;
  /** The whole per cents the salon offers (its tax settings' tip presets). */
  presets: readonly number[];
  /** The tip in minor units and each stylist's share of it (the server's split). */
  tipMinor: number;
  shares: readonly { stylist: PersonRef; amountMinor: number }[];
  /** The stylists the tip goes to (the visit's, or the lines'). */
  stylists: readonly PersonRef[];
  currency: string;
  money: MoneyText;
  disabled?: boolean;
  onChange: (tip: SaleTipView) => void;
}

type Choice = 'none' | `preset-${number}` | 'custom';

const choiceOf = (tip: SaleTipView, presets: readonly number[]): Choice =>
  tip.kind === 'none'
    ? 'none'
    : tip.kind === 'percent' && presets.includes(tip.value)
      ? `preset-${tip.value}`
      : 'custom';

/**
 * The checkout's tip (catalogue pos-tip): none, one of the salon's preset per cents of the sale, or an
 * amount typed in; the tip is never taxed, and with several stylists the split the server made is shown
 * per stylist.
 */
export function PosTipSection({
  tip,
  presets,
  tipMinor,
  shares,
  stylists,
  currency,
  money,
  disabled = false,
  onChange,
}: PosTipSectionProps) {
  const id = useId();
  const stored = choiceOf(tip, presets);
  const [choice, setChoice] = useState<Choice>(stored);
  const [seen, setSeen] = useState(tip);
  const [amount, setAmount] = useState(tip.kind === 'amount' ? minorToText(tip.value, currency) : '');
  const [error, setError] = useState<string | null>(null);
  if (seen !== tip) {
    setSeen(tip);
    setChoice(choiceOf(tip, presets));
    if (tip.kind === 'amount') setAmount(minorToText(tip.value, currency));
  }

  const choose = (next: Choice) => {
    setChoice(next);
    setError(null);
    if (next === 'none') onChange({ kind: 'none' });
    else if (next.startsWith('preset-')) onChange({ kind: 'percent', value: Number(next.slice(7)) });
  };

  const applyAmount = () => {
    const result = tipAmountOf(amount, currency);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    onChange({ kind: 'amount', value: result.minor });
  };

  return (
    <Choices disabled={disabled} aria-describedby={`${id}-split`}>
      <Legend>Tip</Legend>
      <Options>
        <Pill>
          <input
            type="radio"
            name={`${id}-tip`}
            checked={choice === 'none'}
            onChange={() => choose('none')}
          />
          No tip
        </Pill>
        {presets.map((percent) => (
          <Pill key={percent}>
            <input
              type="radio"
              name={`${id}-tip`}
              checked={choice === `preset-${percent}`}
              onChange={() => choose(`preset-${percent}`)}
            />
            {percent} %
          </Pill>
        ))}
        <Pill>
          <input
            type="radio"
            name={`${id}-tip`}
            checked={choice === 'custom'}
            onChange={() => choose('custom')}
          />
          Custom amount
        </Pill>
      </Options>
      {choice === 'custom' && (
        <Custom>
          <FormField label={`Tip amount (${currency})`} htmlFor={`${id}-amount`} error={error}>
            {(control) => (
              <TextInput
                {...control}
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    applyAmount();
                  }
                }}
              />
            )}
          </FormField>
          <Button variant="secondary" onClick={applyAmount}>
            Apply tip
          </Button>
        </Custom>
      )}
      <div id={`${id}-split`}>
        {tipMinor > 0 && shares.length > 1 ? (
          <Split aria-label="Tip per stylist">
            {shares.map((share) => (
              <SplitRow key={share.stylist._id} name={share.stylist.name} amount={money(share.amountMinor)} />
            ))}
          </Split>
        ) : tipMinor > 0 && shares.length === 1 ? (
          <Note>
            {money(tipMinor)} goes to {shares[0]!.stylist.name}.
          </Note>
        ) : stylists.length > 1 ? (
          <Note>A tip is split evenly between {stylists.map((stylist) => stylist.name).join(' and ')}.</Note>
        ) : null}
      </div>
    </Choices>
  );
}

function SplitRow({ name, amount }: { name: string; amount: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{amount}</dd>
    </>
  );
}
