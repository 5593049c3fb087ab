/** The digits of a card number, grouped in fours as typed ('4242 4242 4242 4242'). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The hint under the offline field: the test cards the offline provider takes. */
export function testCardsHint(testCards: readonly string[] | undefined): string | undefined {
  return testCards && testCards.length > 0 ? `Test cards: ${testCards.join(', ')}.` : undefined;
}
